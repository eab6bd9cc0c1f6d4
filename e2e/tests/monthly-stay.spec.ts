import { expect, test } from '@playwright/test';
import { addDays, addRoomWithBed, ddmmyyyy, money, poster, todayIso, uid } from '../support/data';
import { PHONE } from '../support/phone';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, selectBranch, typeDate } from '../support/ui';

test.use(PHONE);

test('a monthly stay on a phone: price the bed a month, book it until notice, check in, pay the first month, give notice, settle with the notice not served', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const id = uid();
  const token = await ownerToken(request);
  const post = poster(request, token);
  const branch = await createBranch(request, token, `MON_${id}`, `Koramangala ${id}`);
  const base = `/api/branches/${branch.id}`;
  await addRoomWithBed(post, base, id);
  const tenantName = `Meera Iyer ${id}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await post(`${base}/tenants`, { name: tenantName, phone });
  const today = todayIso();

  await signInAsOwner(page);
  await selectBranch(page, branch.code);

  // The bed is priced ₹8,000 a month on its form.
  await page.goto('/beds');
  await expect(page.getByRole('heading', { level: 1, name: 'Beds' })).toBeVisible();
  await page.getByRole('button', { name: /Edit bed A/ }).click();
  const bedDialog = page.getByRole('dialog', { name: 'Edit Bed' });
  await bedDialog.getByLabel('Rent per month (optional)').fill('8000');
  await bedDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bed updated successfully')).toBeVisible();

  // Booked Monthly from today with no end date: until notice, at the bed's rent per month.
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Booking' }).click();
  const create = page.getByRole('dialog', { name: 'Create Booking' });
  await create.getByRole('radio', { name: 'Monthly' }).check();
  await choose(page, 'Bed', /Bed A/, create);
  await choose(page, 'Tenant', new RegExp(tenantName), create, tenantName);
  await expect(create.getByLabel('Rent per month (₹)')).toHaveValue('8000');
  // The branch's terms are offered: 30 days' notice, no lock-in.
  await expect(create.getByLabel('Notice period (days)')).toHaveValue('30');
  await expect(create.getByLabel('Lock-in (months)')).toHaveValue('0');
  await page.screenshot({ path: testInfo.outputPath('create-monthly-375.png'), fullPage: true });
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  // On a phone the bookings are a list of cards.
  const row = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: tenantName });
  await expect(row).toContainText('Until notice');
  await row.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Check in' }).click();
  await expect(row).toContainText('Checked in');

  // The first month is paid on the Payments page.
  const headers = { authorization: `Bearer ${token}` };
  const [instalment] = (
    (await (await request.get(`${base}/dues`, { headers })).json()) as { items: { amount_due: number }[] }
  ).items;
  expect(instalment?.amount_due ?? 0).toBeGreaterThan(0);
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await choose(page, 'Tenant', new RegExp(tenantName), pay, tenantName);
  await pay.getByLabel('Amount (₹)').fill(String(instalment!.amount_due));
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();

  // Notice today: the earliest vacating date is 30 days on, and it is offered.
  await page.goto('/bookings');
  await row.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Give notice' }).click();
  const notice = page.getByRole('dialog', { name: 'Give notice' });
  const earliest = addDays(today, 30);
  await expect(notice).toContainText(
    `With 30 days' notice, the earliest vacating date is ${ddmmyyyy(earliest)}.`,
  );
  await expect(notice.getByLabel('Vacating date')).toHaveValue(ddmmyyyy(earliest));
  // An earlier date is refused, naming the earliest.
  await typeDate(notice.getByLabel('Vacating date'), ddmmyyyy(addDays(today, 10)));
  await notice.getByRole('button', { name: 'Give notice' }).click();
  await expect(
    notice.getByText(`With 30 days' notice, the vacating date can be ${ddmmyyyy(earliest)} at the earliest`),
  ).toBeVisible();
  await typeDate(notice.getByLabel('Vacating date'), ddmmyyyy(earliest));
  await notice.getByRole('button', { name: 'Give notice' }).click();
  await expect(page.getByText('Notice recorded')).toBeVisible();
  await expect(notice).toBeHidden();

  // The tenant leaves today instead: the notice not served is offered at settlement.
  await row.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Settle and check out' }).click();
  const settle = page.getByRole('dialog', { name: 'Settle and check out' });
  const lines = settle.getByRole('group', { name: 'Notice and lock-in' });
  await expect(lines).toContainText('Notice not served');
  await expect(lines).toContainText(`${ddmmyyyy(addDays(today, 1))} to ${ddmmyyyy(earliest)}, 30 days`);
  const figures = settle.getByRole('region', { name: 'Settlement figures' });
  const preview = (await (
    await request.get(
      `/api/bookings/${(await bookingOf(request, base, token)).id}/settlement/preview?checkout_date=${today}`,
      {
        headers,
      },
    )
  ).json()) as { term_lines: { amount: number }[]; owed: number };
  const shortfall = preview.term_lines[0]!.amount;
  await expect(lines).toContainText(money(shortfall));
  await expect(figures).toContainText(`Still owed by tenant${money(preview.owed)}`);
  // Waiving asks for a reason.
  await settle.getByLabel('Waive notice not served').check();
  await settle.getByRole('button', { name: 'Settle and check out' }).click();
  await expect(settle.getByText('Reason for waiving is required')).toBeVisible();
  await settle.getByLabel('Waive notice not served').uncheck();
  await page.screenshot({ path: testInfo.outputPath('settle-monthly-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle.getByRole('button', { name: 'Settle and check out' }).click();
  await expect(page.getByText('Settled and checked out')).toBeVisible();
  const result = page.getByRole('dialog', { name: 'Settled and checked out' });
  await expect(result).toContainText(`Deductions${money(shortfall)}`);
});

async function bookingOf(request: Parameters<typeof ownerToken>[0], base: string, token: string) {
  const res = await request.get(`${base}/bookings`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { items: { id: string }[] }).items[0]!;
}

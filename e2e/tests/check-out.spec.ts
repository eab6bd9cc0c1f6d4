import { expect, type Page, test } from '@playwright/test';
import { addDays, addRoomWithBed, ddmmyyyy, money, poster, todayIso, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/** No part of the page is wider than the window (a phone must not scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone: checking out a tenant who holds a deposit leads into the settlement; the stay and its rent end that day', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const id = uid();
  const today = todayIso();
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const post = poster(request, token);
  const branch = await createBranch(request, token, `OUT_${id}`, `Checkout ${id}`);
  const base = `/api/branches/${branch.id}`;
  const { room, bed } = await addRoomWithBed(post, base, id);
  // Asha has stayed ten days of a stay booked for two months more, with a ₹16,000 deposit and her
  // rent paid to today (11 days).
  const tenantName = `Asha Rao ${id}`;
  const tenant = await post<{ id: string }>(`${base}/tenants`, { name: tenantName, phone: '9876543210' });
  const booking = await post<{ id: string }>(`${base}/bookings`, {
    tenant_id: tenant.id,
    bed_id: bed.id,
    start_date: addDays(today, -10),
    end_date: addDays(today, 60),
    deposit: 16000,
  });
  await post(`/api/bookings/${booking.id}/check-in`, {});
  await post(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 16000,
    method: 'cash',
    date: addDays(today, -10),
    purpose: 'deposit',
  });
  await post(`${base}/payments`, { tenant_id: tenant.id, amount: 5500, method: 'cash', date: today });

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto('/bookings');
  // On a phone the bookings are a list of cards.
  const row = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: tenantName });
  await expect(row).toContainText('Checked in');

  // 'Check out', confirmed: the settlement follows at once.
  await row.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Check out', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Check out this booking?' });
  await expect(confirm).toContainText('The stay and its rent end today');
  await confirm.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle the deposit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Check-out date')).toHaveValue(ddmmyyyy(today));
  const figures = dialog.getByRole('region', { name: 'Settlement figures' });
  await expect(figures).toContainText(`Rent due to ${ddmmyyyy(today)}${money(5500)}`);
  await expect(figures).toContainText(`Refund to tenant${money(16000)}`);

  // A negative deduction is refused in words as it is typed; a right one comes off the refund.
  await dialog.getByRole('button', { name: 'Add deduction' }).click();
  await dialog.getByLabel('Reason 1').fill('Cleaning');
  await dialog.getByLabel('Amount 1 (₹)').fill('-500');
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await dialog.getByLabel('Amount 1 (₹)').fill('500');
  await expect(dialog.getByText('Amount must be greater than 0')).toBeHidden();
  await expect(figures).toContainText(`Refund to tenant${money(15500)}`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('settle-after-check-out-375.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Settle deposit' }).click();

  // The result stays, with its print button, until closed.
  const result = page.getByRole('dialog', { name: 'Settled and checked out' });
  await expect(result).toContainText(`Refund to tenant${money(15500)}`);
  await expect(result.getByRole('button', { name: 'Print settlement' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settled-375.png'), fullPage: true });
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();
  await expect(row).toContainText('Checked out');
  await expect(row).toContainText(`${ddmmyyyy(addDays(today, -10))} – ${ddmmyyyy(today)}`);
  await expect(row).toContainText(money(5500));

  // The statement ends on the check-out date: nothing upcoming, the refund paid out, nothing owed.
  await page.goto(`/tenants/${tenant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Statement' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Deposit refunded' })).toContainText(money(15500));
  await expect(ledger).not.toContainText('Upcoming');
  const rent = await request.get(`/api/tenants/${tenant.id}/statement`, { headers });
  const lines = ((await rent.json()) as { lines: { kind: string; date: string }[] }).lines;
  expect(lines.filter((l) => l.kind === 'rent').every((l) => l.date <= today)).toBe(true);
  const asha = (await (await request.get(`/api/tenants/${tenant.id}`, { headers })).json()) as {
    left_at: string | null;
  };
  expect(asha.left_at).toBe(today);
  await page.screenshot({ path: testInfo.outputPath('statement-375.png'), fullPage: true });

  // The bed is free from the next day on.
  const beds = await request.get(`${base}/beds?room_id=${room.id}&date=${addDays(today, 1)}`, { headers });
  const tomorrow = ((await beds.json()) as { items: { id: string; status: string }[] }).items;
  expect(tomorrow.find((b) => b.id === bed.id)?.status).toBe('available');
  const free = await request.get(
    `${base}/beds/free?start_date=${addDays(today, 1)}&end_date=${addDays(today, 30)}`,
    { headers },
  );
  expect(((await free.json()) as { items: { id: string }[] }).items.map((b) => b.id)).toContain(bed.id);
});

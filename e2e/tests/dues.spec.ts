import { expect, test } from '@playwright/test';
import { addDays, bookLaterStay, ddmmyyyy, makeBranchWithBooking, money } from '../support/data';
import { ownerToken, signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch, typeDate } from '../support/ui';

test('a stay is owed month by month; a partial payment leaves the rest on /dues with a numbered receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fixture = await makeBranchWithBooking(request, 'DUE', 'Whitefield');
  const { branch, base, tenantName, today } = fixture;
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };

  // A later stay of nine weeks on the same bed touches three calendar months at least: one
  // instalment per month, adding up to the booking's total.
  const { later, schedule } = await bookLaterStay(request, fixture);
  expect(schedule.items.length).toBeGreaterThanOrEqual(3);
  expect(schedule.items[0]!.due_date).toBe(addDays(today, 40));
  expect(schedule.items.reduce((s, i) => s + Math.round(i.amount * 100), 0)).toBe(
    Math.round(later.total_rent * 100),
  );

  // Today only this month's part of the first stay is due.
  const due = fixture.firstDue;
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Dues');
  await expect(page.getByRole('region', { name: 'Total Due' })).toContainText(money(due));
  await expect(page.getByRole('region', { name: 'Total Due' })).toContainText('1 tenant owes');
  const row = page.getByRole('row').filter({ hasText: tenantName });
  await expect(row).toContainText('Room 101 · Bed A');
  await expect(row).toContainText(money(due));

  // Record Payment opens with the amount due; a part of it is paid.
  await row.getByRole('button', { name: `Record Payment for ${tenantName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(due));
  await dialog.getByLabel('Amount (₹)').fill('400');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  // The receipt number: branch code / financial year / sequence.
  await expect(page.getByText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/000001`))).toBeVisible();
  await expect(row).toContainText(money(due - 400));
  await expect(page.getByRole('region', { name: 'Total Due' })).toContainText(money(due - 400));

  // Search and filters.
  const search = page.getByRole('searchbox', { name: 'Search dues by tenant name or phone' });
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No dues — everyone has paid')).toBeVisible();
  await search.fill(tenantName);
  await expect(row).toBeVisible();

  // Paying the rest empties the page.
  await row.getByRole('button', { name: `Record Payment for ${tenantName}` }).click();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(due - 400));
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/000002`))).toBeVisible();
  await expect(page.getByText('No dues — everyone has paid')).toBeVisible();

  // Voiding the second payment brings its amount back; the payment stays, struck through, VOID.
  const payments = (await (await request.get(`${base}/payments`, { headers })).json()) as {
    items: { id: string; amount: number }[];
  };
  const second = payments.items.find((p) => p.amount === due - 400)!;
  const voided = await request.post(`/api/payments/${second.id}/void`, {
    headers,
    data: { reason: 'Cheque bounced' },
  });
  expect(voided.status()).toBe(200);
  await page.reload();
  await expect(row).toContainText(money(due - 400));
  await page.goto(`/payments/${second.id}/receipt`);
  await expect(page.getByRole('article', { name: 'Payment receipt' })).toContainText('VOID — Cheque bounced');
});

test('a booking made with a security deposit owes it on its start, a deposit payment is held, and a charge is put on a booking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { branch, tenant, tenantName, today, firstDue } = await makeBranchWithBooking(
    request,
    'DEP',
    'Jayanagar',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const start = addDays(today, 40);

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Dues');
  const held = page.getByRole('region', { name: 'Deposits Held' });
  await expect(held).toContainText(money(0));

  // Create Booking with a security deposit: checked as money first.
  await openPage(page, 'Bookings');
  await page.getByRole('button', { name: 'Create Booking' }).click();
  const create = page.getByRole('dialog', { name: 'Create Booking' });
  await typeDate(create.getByLabel('Start date'), ddmmyyyy(start));
  await typeDate(create.getByLabel('End date'), ddmmyyyy(addDays(start, 9)));
  await choose(page, 'Bed', /^Bed A/, create);
  await choose(page, 'Tenant', new RegExp(tenantName), create);
  const deposit = create.getByLabel('Security deposit (₹, optional)');
  await expect(deposit).toHaveValue('');
  await deposit.fill('12.345');
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(create.getByText('Security deposit can have at most 2 decimals')).toBeVisible();
  await deposit.fill('5000');
  await create.getByRole('button', { name: 'Create Booking' }).click();
  await expect(create).toBeHidden();

  // The statement owes the deposit on the booking's start date.
  await openPage(page, 'Tenants');
  await page.getByRole('link', { name: tenantName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Statement' });
  const depositLine = ledger.getByRole('row').filter({ hasText: 'Security deposit due' });
  await expect(depositLine).toContainText(money(5000));
  await expect(depositLine).toContainText(ddmmyyyy(start));

  // Add charge for one of the tenant's bookings: the later one.
  await page.getByRole('button', { name: 'Add charge' }).click();
  const charge = page.getByRole('dialog', { name: 'Add charge' });
  await expect(charge.getByRole('combobox', { name: 'Booking (optional)' })).toHaveText('No booking');
  await choose(page, 'Booking (optional)', new RegExp(ddmmyyyy(start)), charge);
  await charge.getByLabel('Amount (₹)').fill('300');
  await charge.getByRole('button', { name: 'Add charge' }).click();
  await expect(charge).toBeHidden();
  const charges = (await (await request.get(`/api/tenants/${tenant.id}/charges`, { headers })).json()) as {
    items: { amount: number; booking_id: string | null }[];
  };
  const bookings = (await (
    await request.get(`/api/branches/${branch.id}/bookings?tenant_id=${tenant.id}`, { headers })
  ).json()) as { items: { id: string; start_date: string }[] };
  const later = bookings.items.find((b) => b.start_date === start)!;
  expect(charges.items).toEqual([expect.objectContaining({ amount: 300, booking_id: later.id })]);

  // Record Payment for the security deposit: held, not set against rent.
  await openPage(page, 'Payments');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await choose(page, 'Tenant', new RegExp(tenantName), pay);
  await expect(pay.getByRole('combobox', { name: 'Payment for' })).toHaveText('Rent and charges');
  await choose(page, 'Payment for', 'Security deposit', pay);
  await pay.getByLabel('Amount (₹)').fill('5000');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(pay).toBeHidden();
  await openPage(page, 'Dues');
  await expect(held).toContainText(money(5000));
  // What is owed is this month's rent and the charge due today; the deposit paid is not set against it.
  const due = firstDue + 300;
  await expect(page.getByRole('row').filter({ hasText: tenantName })).toContainText(money(due));
});

test('an amount far above what is due is asked about, kept on the form when not confirmed, and recorded once confirmed', async ({
  page,
  request,
}) => {
  const { branch, tenantName } = await makeBranchWithBooking(request, 'SLIP', 'Slips');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Dues');
  const row = page.getByRole('row').filter({ hasText: tenantName });
  await row.getByRole('button', { name: `Record Payment for ${tenantName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByLabel('Amount (₹)').fill('80000');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  const check = page.getByRole('alertdialog', { name: 'Check the amount' });
  await expect(check).toContainText('₹80,000.00 is far more than the ₹15,500.00 due. Record it anyway?');
  await check.getByRole('button', { name: 'Cancel' }).click();
  await expect(check).toBeHidden();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('80000');

  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await check.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/000001`))).toBeVisible();
  await expect(page.getByText('No dues — everyone has paid')).toBeVisible();
});

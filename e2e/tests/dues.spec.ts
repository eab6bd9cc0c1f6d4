import { expect, test } from '@playwright/test';
import { addDays, firstInstalment, makeBranchWithBooking, money, todayIso } from '../support/data';
import { ownerToken, signInAsOwner } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

test('a stay is owed month by month; a partial payment leaves the rest on /dues with a numbered receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { branch, base, tenant, tenantName, today, post } = await makeBranchWithBooking(
    request,
    'DUE',
    'Whitefield',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };

  // A later stay of nine weeks on the same bed touches three calendar months at least: one
  // instalment per month, adding up to the booking's total.
  const bookings = (await (await request.get(`${base}/bookings`, { headers })).json()) as {
    items: { id: string; bed_id: string }[];
  };
  const later = await post<{ id: string; total_rent: number }>(`${base}/bookings`, {
    tenant_id: tenant.id,
    bed_id: bookings.items[0]!.bed_id,
    start_date: addDays(today, 40),
    end_date: addDays(today, 40 + 62),
  });
  const schedule = (await (await request.get(`/api/bookings/${later.id}/schedule`, { headers })).json()) as {
    items: { due_date: string; amount: number }[];
  };
  expect(schedule.items.length).toBeGreaterThanOrEqual(3);
  expect(schedule.items[0]!.due_date).toBe(addDays(today, 40));
  expect(schedule.items.reduce((s, i) => s + Math.round(i.amount * 100), 0)).toBe(
    Math.round(later.total_rent * 100),
  );

  // Today only this month's part of the first stay is due.
  const due = firstInstalment(todayIso(), addDays(today, 30));
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
  await dialog.getByLabel('Amount (₹)').fill('1000');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  // The receipt number: branch code / financial year / sequence.
  await expect(page.getByText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/000001`))).toBeVisible();
  await expect(row).toContainText(money(due - 1000));
  await expect(page.getByRole('region', { name: 'Total Due' })).toContainText(money(due - 1000));

  // Search and filters.
  const search = page.getByRole('searchbox', { name: 'Search dues by tenant name or phone' });
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No dues — everyone has paid')).toBeVisible();
  await search.fill(tenantName);
  await expect(row).toBeVisible();

  // Paying the rest empties the page.
  await row.getByRole('button', { name: `Record Payment for ${tenantName}` }).click();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(due - 1000));
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/000002`))).toBeVisible();
  await expect(page.getByText('No dues — everyone has paid')).toBeVisible();

  // Voiding the second payment brings its amount back; the payment stays, struck through, VOID.
  const payments = (await (await request.get(`${base}/payments`, { headers })).json()) as {
    items: { id: string; amount: number }[];
  };
  const second = payments.items.find((p) => p.amount === due - 1000)!;
  const voided = await request.post(`/api/payments/${second.id}/void`, {
    headers,
    data: { reason: 'Cheque bounced' },
  });
  expect(voided.status()).toBe(200);
  await page.reload();
  await expect(row).toContainText(money(due - 1000));
  await page.goto(`/payments/${second.id}/receipt`);
  await expect(page.getByRole('article', { name: 'Payment receipt' })).toContainText('VOID — Cheque bounced');
});

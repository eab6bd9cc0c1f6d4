import { expect, type Page, test } from '@playwright/test';
import { makeBranchWithBooking } from '../support/data';
import { signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch, typeDate } from '../support/ui';

const amountsShown = (page: Page) =>
  page
    .getByRole('table', { name: 'Payment history' })
    .getByRole('row')
    .filter({ hasText: '₹' })
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));

test('payments filtered by method and date range and sorted by amount, kept in the address', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { branch, base, tenant, post } = await makeBranchWithBooking(request, 'FLT', 'Filters');
  let utr = 612345678900;
  const pay = (amount: number, method: string, date: string) =>
    post(`${base}/payments`, {
      tenant_id: tenant.id,
      amount,
      method,
      date,
      ...(method === 'upi' ? { reference: String(utr++) } : {}),
    });
  await pay(1000, 'cash', '2026-01-05');
  await pay(2500, 'upi', '2026-01-10');
  await pay(1800, 'upi', '2026-01-20');
  await pay(3000, 'card', '2026-01-12');
  await pay(700, 'upi', '2026-02-15');
  await pay(4000, 'upi', '2025-12-20');

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Payments');
  await expect.poll(() => amountsShown(page)).toHaveLength(6);

  const filters = page.getByRole('group', { name: 'Filter payments' });
  await choose(page, 'Method', 'UPI', filters);
  await typeDate(filters.getByRole('textbox', { name: 'From', exact: true }), '01/01/2026');
  await typeDate(filters.getByRole('textbox', { name: 'To', exact: true }), '31/01/2026');
  await expect(page).toHaveURL(/method=upi/);
  await expect(page).toHaveURL(/from=2026-01-01/);
  await expect(page).toHaveURL(/to=2026-01-31/);
  // Newest first, as always.
  await expect.poll(() => amountsShown(page)).toEqual(['₹1,800.00', '₹2,500.00']);

  // Sorting by amount: largest first, then smallest first, told to assistive technology.
  const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
  await amountHeader.getByRole('button', { name: 'Amount' }).click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => amountsShown(page)).toEqual(['₹2,500.00', '₹1,800.00']);
  await amountHeader.getByRole('button', { name: 'Amount' }).click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=amount_asc/);
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');

  // A reload (or the link shared) shows the same view.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect.poll(() => amountsShown(page)).toEqual(['₹1,800.00', '₹2,500.00']);
  await expect(filters.getByRole('combobox', { name: 'Method' })).toHaveText('UPI');
  await expect(filters.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('01/01/2026');
  await expect(filters.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('31/01/2026');
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');

  await page.screenshot({ path: testInfo.outputPath('payments-filtered.png') });

  // Back steps to the view before the last sort.
  await page.goBack();
  await expect(page).toHaveURL(/sort=amount_desc/);
  await expect.poll(() => amountsShown(page)).toEqual(['₹2,500.00', '₹1,800.00']);

  // Filters that hide everything say so; Clear filters shows every payment again.
  await choose(page, 'Status', 'Voided', filters);
  await expect(page.getByText('No payments match these filters')).toBeVisible();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => amountsShown(page)).toHaveLength(6);
  await expect(page).not.toHaveURL(/method=|from=|status=/);

  // A phone: the same view from the address, the filters behind a button, the order as a select.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/payments?method=upi&from=2026-01-01&to=2026-01-31&sort=amount_asc');
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort payments' })).toHaveText('Smallest amount first');
  const cards = page.getByRole('list', { name: 'Payment history' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('₹1,800.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Filters (3)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter payments' });
  await page.screenshot({ path: testInfo.outputPath('payments-filters-sheet.png') });
  await choose(page, 'Method', 'Card', sheet);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/method=card/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('₹3,000.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

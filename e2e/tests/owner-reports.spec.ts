import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeBranchWithBooking } from '../support/data';
import { signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch } from '../support/ui';

/**
 * The owner reports on the Reports page: a branch with a booking, a UPI payment and an expense made
 * through the API; the collections report shows on screen, downloads as Excel and prints, on a
 * desktop and on a phone.
 */
test('an owner report shows on screen, downloads as Excel and opens its print view', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { branch, base, tenant, today, post } = await makeBranchWithBooking(request, 'OWN', 'Koramangala');
  await post(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 8000,
    method: 'upi',
    reference: '712345678901',
    date: today,
  });
  await post(`${base}/expenses`, { date: today, category: 'Repairs', amount: 2345.5 });

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Reports');
  await choose(page, 'Report', /^Collections/);
  await page.getByRole('button', { name: 'Show report' }).click();

  const report = page.getByRole('region', { name: 'Collections' });
  await expect(report.getByRole('cell', { name: 'UPI' })).toBeVisible();
  await expect(report.getByRole('cell', { name: '₹8,000.00' }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-collections-1280.png', fullPage: true });

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    /^collections-koramangala-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  // An xlsx file is a zip archive.
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  await choose(page, 'Report', /^Profit and loss/);
  await page.getByRole('button', { name: 'Show report' }).click();
  const pl = page.getByRole('region', { name: 'Profit and loss' });
  await expect(pl.getByText(/^Cash basis/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/reports-profit-loss-375.png', fullPage: true });

  await pl.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/reports\/print\?/);
  await expect(page.getByRole('article', { name: 'Profit and loss' })).toContainText('Koramangala');
  await page.screenshot({ path: '/tmp/reports-print-375.png', fullPage: true });
});

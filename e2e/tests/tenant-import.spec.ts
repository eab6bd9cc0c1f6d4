import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { makeBranchWithBooking, uid } from '../support/data';
import { PHONE } from '../support/phone';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

test('import 100 tenants from a CSV through the page', async ({ page, request }) => {
  const token = await ownerToken(request);
  const code = `IMP_${uid()}`;
  await createBranch(request, token, code, `Import ${code}`);
  await signInAsOwner(page);
  await page.goto('/tenants');
  const selector = page.getByRole('combobox', { name: 'Select branch' });
  await expect(selector).toBeEnabled();
  await selector.click();
  await page.getByRole('option', { name: new RegExp(code) }).click();

  const lines = ['Name,Phone,Email,Joined date'];
  for (let i = 0; i < 100; i++) lines.push(`Tenant ${i},9${String(800000000 + i)},,2026-01-15`);
  lines.push(',9999999999,,', 'Bad phone,12345,,');
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'tenants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('100 of 102 rows can be added; 2 will be skipped.');
  await expect(preview).toContainText('Row 102: Name is required');
  await expect(preview).toContainText('Row 103: Enter a valid Indian mobile number');
  await page.getByRole('button', { name: 'Import 100 tenants' }).click();
  await expect(page.getByText('100 tenants added, 2 skipped')).toBeVisible();
});

test('import beds from a CSV through the Beds page, adding the floors and rooms they need', async ({
  page,
  request,
}) => {
  const { branch, base, post } = await makeBranchWithBooking(request, 'IMPB', 'Beds import');
  await post(`${base}/properties`, { name: 'Sunrise PG' });
  await signInAsOwner(page);
  await page.goto('/beds');
  await selectBranch(page, branch.code);

  const lines = ['Property,Floor number,Room number,Bed number,Bed type,Rent per day'];
  for (let i = 0; i < 20; i++)
    lines.push(`Sunrise PG,${1 + Math.floor(i / 10)},${i < 10 ? 101 : 201},${i % 10},Single,350`);
  lines.push('Nowhere,1,1,A,single,300', 'Sunrise PG,1,101,0,single,300', 'Sunrise PG,1,102,A,sofa,abc');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import beds' });
  await expect(dialog).toContainText('a floor or room not yet in it is added with its beds');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'beds.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('20 of 23 rows can be added; 3 will be skipped.');
  await expect(preview).toContainText('Row 22: There is no property named Nowhere in this branch');
  await expect(preview).toContainText('Row 23: The same bed is on an earlier row');
  await expect(preview).toContainText(
    'Row 24: Bed type must be single, double or bunk; Rent per day must be a number',
  );
  await dialog.getByRole('button', { name: 'Import 20 beds' }).click();
  await expect(page.getByText('20 beds added, 3 skipped')).toBeVisible();
  await page.goto('/rooms');
  const room201 = page.getByRole('row').filter({ hasText: 'Room 201' });
  await expect(room201).toContainText('Sunrise PG - Floor 2');
  await expect(room201).toContainText('10 beds');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('import payments history through the Payments page, and again without doubling them', async ({
    page,
    request,
  }) => {
    const { branch, phone, tenantName, today } = await makeBranchWithBooking(
      request,
      'IMPP',
      'Payments import',
    );
    await signInAsOwner(page);
    await page.goto('/payments');
    await selectBranch(page, branch.code);

    const csv = Buffer.from(
      [
        'Phone,Date,Amount,Method,Reference,Note',
        `${phone},${today},"₹4,500",UPI,612345678901,Rent`,
        `${phone},${today},1200,Cash,,Electricity share`,
        `9000000000,${today},100,Cash,,`,
        `${phone},${today},50.555,Cash,,`,
      ].join('\n'),
    );
    const importFile = async () => {
      await page.getByRole('button', { name: 'Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import payments' });
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'payments.csv', mimeType: 'text/csv', buffer: csv });
      return dialog;
    };
    let dialog = await importFile();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('2 of 4 rows can be added; 2 will be skipped.');
    await expect(preview).toContainText('Row 4: No tenant with this phone in this branch');
    await expect(preview).toContainText('Row 5: Amount can have at most 2 decimals');
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Import 2 payments' }).click();
    await expect(page.getByText('2 payments added, 2 skipped')).toBeVisible();
    await expect(page.getByText(tenantName).first()).toBeVisible();

    dialog = await importFile();
    await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(
      'Row 2: This payment is already recorded (same tenant, date, amount and reference)',
    );
    await expect(dialog.getByRole('button', { name: 'Import 0 payments' })).toBeDisabled();
  });
});

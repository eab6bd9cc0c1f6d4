import { expect, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';

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

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsOwner } from '../support/session';

test('download a backup as a super admin', async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/Backup written: pgc-/)).toBeVisible();
  const download = page.getByRole('button', { name: /^Download pgc-.*\.tar\.gz$/ }).first();
  await expect(download).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^pgc-\d{4}-\d{2}-\d{2}T\d{4}-[0-9a-f]{8}\.tar\.gz$/);
  const bytes = readFileSync((await file.path()) ?? '');
  // A gzip file, not an error page.
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  expect(bytes.length).toBeGreaterThan(1000);
});

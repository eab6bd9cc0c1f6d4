import { expect, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

test('staff post a notice to the branch on the Complaints page and end it today', async ({
  page,
  request,
}) => {
  const id = uid();
  const branch = await createBranch(request, await ownerToken(request), `NOT_${id}`, `Notices ${id}`);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto('/complaints');
  const section = page.getByRole('region', { name: 'Notices to tenants' });
  await expect(section.getByText('No notices yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Post Notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post Notice' });
  await dialog.getByRole('button', { name: 'Post Notice' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Water off on Sunday');
  await dialog.getByLabel('Text').fill('From 10 to 12, for the tank cleaning.');
  await dialog.getByRole('button', { name: 'Post Notice' }).click();
  await expect(dialog).toBeHidden();
  const item = section.getByRole('listitem').filter({ hasText: 'Water off on Sunday' });
  await expect(item).toContainText('Shown');
  await expect(item).toContainText('Whole branch');
  await item.getByRole('button', { name: 'End today' }).click();
  await expect(item).toContainText('until ');
  await expect(item.getByRole('button', { name: 'End today' })).toHaveCount(0);
});

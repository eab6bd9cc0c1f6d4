import { expect, test } from '@playwright/test';
import { makeBranchWithBooking } from '../support/data';
import { signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch } from '../support/ui';

test('a visitor is recorded at the gate and marked out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { branch, tenantName } = await makeBranchWithBooking(request, 'VIS', 'Koramangala');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Visitors');
  await expect(page.getByText('No visitors recorded on this day.')).toBeVisible();

  await page.getByRole('button', { name: 'Record Visitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Visitor' });
  await dialog.getByRole('button', { name: 'Record Visitor' }).click();
  await expect(dialog.getByText('Visitor name is required')).toBeVisible();
  // Two taps and a name.
  await choose(page, 'Visiting tenant', new RegExp(tenantName), dialog);
  await dialog.getByLabel('Visitor name').fill('Ravi Kumar');
  await dialog.getByRole('button', { name: 'Record Visitor' }).click();
  await expect(page.getByText('Visitor recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Visitors' })
    .getByRole('row')
    .filter({ hasText: 'Ravi Kumar' });
  await expect(row).toContainText(tenantName);
  await row.getByRole('button', { name: 'Mark out, Ravi Kumar' }).click();
  await expect(page.getByText('Ravi Kumar marked out')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark out, Ravi Kumar' })).toBeHidden();
  await expect(row.getByRole('cell').last()).toHaveText(/\d{2}:\d{2} (am|pm)/i);
});

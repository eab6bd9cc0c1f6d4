import { expect, test } from '@playwright/test';
import { poster, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { nav, selectBranch } from '../support/ui';

test('adding a tenant with a phone number another tenant of the branch has asks first, naming them', async ({
  page,
  request,
}) => {
  const id = uid();
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `PH_${id}`, `Phones ${id}`);
  await poster(request, token)(`/api/branches/${branch.id}/tenants`, {
    name: `Priya Sharma ${id}`,
    phone: '81234 44444',
  });
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await nav(page, 'Tenants');

  await page.getByRole('button', { name: 'Add Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
  await dialog.getByLabel('Name').fill(`Priya S ${id}`);
  await dialog.getByLabel('Phone').fill('+91 81234 44444');
  await dialog.getByRole('button', { name: 'Add Tenant' }).click();

  const question = page.getByRole('alertdialog', { name: 'Same phone number' });
  await expect(question).toContainText(
    `Priya Sharma ${id} already has this number. Add Priya S ${id} with the same number?`,
  );
  // Not now: the form stays as typed, and nothing was added.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Name')).toHaveValue(`Priya S ${id}`);

  await dialog.getByRole('button', { name: 'Add Tenant' }).click();
  await question.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(page.getByText('Tenant added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Active Tenants' }).getByRole('row', { name: /Priya/ }),
  ).toHaveCount(2);
});

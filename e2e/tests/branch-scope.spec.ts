import { type Browser, expect, test } from '@playwright/test';
import { makeBranchWithBooking, uid } from '../support/data';
import { signInAs, signInAsOwner } from '../support/session';
import { nav, selectBranch } from '../support/ui';

type World = Awaited<ReturnType<typeof makeBranchWithBooking>>;

/**
 * Signs a staff member in, in a browser of their own that remembers the other branch from before,
 * and checks that they see their branch alone, their tenant and not the other branch's.
 */
async function seesOnlyTheirBranch(
  browser: Browser,
  staff: { email: string; password: string },
  own: World,
  other: World,
) {
  const context = await browser.newContext();
  // A branch selected earlier in this browser, outside their scope now: the selector falls back.
  await context.addInitScript((id) => window.localStorage.setItem('selectedBranchId', id), other.branch.id);
  const page = await context.newPage();
  await signInAs(page, staff.email, staff.password);

  const selector = page.getByRole('combobox', { name: 'Select branch' });
  await expect(selector).toHaveText(own.branch.code);
  await selector.click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: new RegExp(own.branch.code) })).toBeVisible();
  await page.keyboard.press('Escape');

  await nav(page, 'Tenants');
  const tenants = page.getByRole('table', { name: 'Active Tenants' });
  await expect(tenants.getByRole('row', { name: new RegExp(own.tenantName) })).toBeVisible();
  await expect(page.getByText(other.tenantName)).toHaveCount(0);

  // The server agrees: the other branch and its tenant do not exist for them.
  const token = (
    (await (await page.request.post('/api/auth/token?grant_type=password', { data: staff })).json()) as {
      access_token: string;
    }
  ).access_token;
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.get(`${other.base}/tenants`, { headers })).status()).toBe(404);
  const edit = await page.request.patch(`/api/tenants/${other.tenant.id}`, {
    headers,
    data: { name: 'Taken over' },
  });
  expect(edit.status()).toBe(404);
  expect((await page.request.get(`${own.base}/tenants`, { headers })).status()).toBe(200);
  await context.close();
}

test('staff assigned to one branch see only that branch and its tenants', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const id = uid().toLowerCase();
  const north = await makeBranchWithBooking(request, 'NORTH', 'North');
  const south = await makeBranchWithBooking(request, 'SOUTH', 'South');
  const northStaff = { email: `north-${id}@pg.test`, password: 'north-staff-password' };
  const southStaff = { email: `south-${id}@pg.test`, password: 'south-staff-password' };

  // The owner creates both in User Management. A new user works in the header's branch by default.
  await signInAsOwner(page);
  await selectBranch(page, north.branch.code);
  await nav(page, 'User Management');
  const form = page.getByRole('form', { name: 'Add New User' });
  const formBranches = form.getByRole('group', { name: 'Branches' });
  await expect(formBranches.getByRole('checkbox', { name: new RegExp(north.branch.code) })).toBeChecked();
  await expect(formBranches.getByRole('checkbox', { name: new RegExp(south.branch.code) })).not.toBeChecked();
  for (const staff of [northStaff, southStaff]) {
    await form.getByLabel('Email').fill(staff.email);
    await form.getByLabel('Password').fill(staff.password);
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User created successfully').first()).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
  }
  const search = page.getByRole('searchbox', { name: 'Search users by email' });
  await search.fill(northStaff.email);
  await expect(page.getByRole('row', { name: new RegExp(northStaff.email) })).toContainText(
    north.branch.name,
  );

  // The second one moves to South with 'Assign branches'.
  await search.fill(southStaff.email);
  const southRow = page.getByRole('row', { name: new RegExp(southStaff.email) });
  await expect(southRow).toContainText(north.branch.name);
  await southRow.getByRole('button', { name: `Assign branches to ${southStaff.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign branches' });
  // 'All branches' is for admins only: a staff member is not offered it.
  await expect(dialog.getByRole('checkbox', { name: /^All branches/ })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: new RegExp(north.branch.code) }).uncheck();
  await dialog.getByRole('checkbox', { name: new RegExp(south.branch.code) }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Branches updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(southRow).toContainText(south.branch.name);
  await expect(southRow).not.toContainText(north.branch.name);

  // The owner cannot narrow their own branches; a super admin works in every one.
  await search.fill('owner@pg.test');
  await expect(page.getByRole('row', { name: /owner@pg\.test/ })).toContainText('All branches');
  await expect(page.getByRole('button', { name: /You cannot change your own branches/ })).toBeDisabled();

  await seesOnlyTheirBranch(browser, northStaff, north, south);
  await seesOnlyTheirBranch(browser, southStaff, south, north);
});

import { expect, type Page, test } from '@playwright/test';
import { createBranch, OWNER, ownerToken, signInAs, signInAsOwner } from '../support/session';
import { nav, selectBranch } from '../support/ui';

/** A suffix that keeps this run's data apart from any other test's. */
const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Ticks or unticks a box and waits until the server has saved it. */
async function setBox(page: Page, box: ReturnType<Page['getByRole']>, on: boolean, path: RegExp) {
  const saved = page.waitForResponse(
    (r) => path.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
  );
  await (on ? box.check() : box.uncheck());
  expect((await saved).status()).toBe(204);
}

test('a super admin shapes a manager’s access, and the manager sees exactly what is allowed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const id = uid();
  const email = `manager-${id}@pg.test`;
  const password = 'manager-password-1';
  const roleName = `front_desk_${id}`;
  const code = `ACC_${id.toUpperCase()}`;
  const branch = await createBranch(request, await ownerToken(request), code, `Access ${id}`);

  await signInAsOwner(page);
  // The new user works in the branch selected in the header.
  await selectBranch(page, code);

  // 1. User Management: the form checks its fields, then creates a manager; a duplicate is refused.
  await nav(page, 'User Management');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add New User' });
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form.getByText('Please fill in all fields')).toHaveCount(2);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  const userRow = page.getByRole('row', { name: new RegExp(email) });
  await expect(userRow.getByText('Manager', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');

  await form.getByLabel('Email').fill(email.toUpperCase());
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form.getByText('A user with this email already exists')).toBeVisible();

  // 2. Role Management: a custom role without payment permissions.
  await nav(page, 'Role Management');
  await page.getByRole('button', { name: 'Create Role' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Role' });
  await dialog.getByRole('button', { name: 'Create Role' }).click();
  await expect(dialog.getByText('Role name is required')).toBeVisible();
  await dialog.getByLabel('Role Name').fill(`Front Desk ${id}`);
  await expect(dialog.getByText(`Saved as ${roleName}`)).toBeVisible();
  await dialog.getByLabel('Description').fill('Complaints and expenses, no money in');
  await dialog.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText('Role created successfully')).toBeVisible();
  const roleRow = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(roleRow.getByText('Custom')).toBeVisible();
  // System roles cannot be deleted: they have no delete action.
  await expect(page.getByRole('button', { name: 'Delete role manager' })).toHaveCount(0);

  await roleRow.getByRole('button', { name: 'Manage Permissions' }).click();
  dialog = page.getByRole('dialog', { name: 'Manage Permissions' });
  const granted = [
    'See the dashboard',
    'See the branches',
    'See tenants',
    'See complaints',
    'Raise complaints',
    'See expenses',
    'Add expenses',
  ];
  for (const label of granted) {
    await setBox(
      page,
      dialog.getByRole('checkbox', { name: label, exact: true }),
      true,
      /\/api\/roles\/.+\/permissions\//,
    );
  }
  await expect(page.getByText('Permission updated successfully').first()).toBeVisible();
  for (const box of await dialog.getByRole('checkbox', { name: /payments/ }).all()) {
    await expect(box).not.toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Done' }).click();

  // 3. User Permissions: the custom role instead of Manager, and 'Add expenses' denied.
  await nav(page, 'User Permissions');
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: email }).click();
  await setBox(
    page,
    page.getByRole('checkbox', { name: new RegExp(`^${roleName}`) }),
    true,
    /\/api\/users\/.+\/roles\//,
  );
  await expect(page.getByText('User role updated successfully').first()).toBeVisible();
  await setBox(page, page.getByRole('checkbox', { name: /^Manager/ }), false, /\/api\/users\/.+\/roles\//);

  const override = page.getByRole('group', { name: 'Override for Add expenses' });
  const overrideSaved = page.waitForResponse(
    (r) => /\/api\/users\/.+\/permissions\//.test(r.url()) && r.request().method() === 'PUT',
  );
  await override.getByRole('button', { name: 'Deny' }).click();
  expect((await overrideSaved).status()).toBe(204);
  await expect(page.getByText('User permission updated successfully')).toBeVisible();
  await expect(override.getByRole('button', { name: 'Deny' })).toHaveAttribute('aria-pressed', 'true');

  // At a glance: what the user holds, and where it comes from.
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('group', { name: `Override for ${name}` }) });
  await expect(row('Add expenses')).toContainText('Not allowed');
  await expect(row('Add expenses')).toContainText(`Denied by override (role ${roleName} would allow it)`);
  await expect(row('Raise complaints')).toContainText('Allowed');
  await expect(row('Raise complaints')).toContainText(`From role ${roleName}`);
  await expect(row('See payments and dues')).toContainText('Not allowed');
  await expect(row('See payments and dues')).toContainText('No role gives it');

  // 4. The manager signs in and sees exactly the allowed actions.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signInAs(manager, email, password);
  await selectBranch(manager, code);

  await nav(manager, 'Complaints');
  await expect(manager.getByRole('heading', { name: 'Complaints' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'New Complaint' })).toBeVisible();

  await nav(manager, 'Expenses');
  await expect(manager.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Add Expense' })).toHaveCount(0);

  await nav(manager, 'Payments');
  await expect(manager.getByText("You don't have permission to view this page.")).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);

  await nav(manager, 'User Management');
  await expect(
    manager.getByText("You don't have permission to access this page. Admin access required."),
  ).toBeVisible();
  await nav(manager, 'Role Management');
  await expect(manager.getByText('Super admin access required to manage roles.')).toBeVisible();
  await nav(manager, 'User Permissions');
  await expect(manager.getByText('Super admin access required to manage user permissions.')).toBeVisible();

  // The server agrees with what the console shows.
  const token = (
    (await (
      await request.post('/api/auth/token?grant_type=password', { data: { email, password } })
    ).json()) as { access_token: string }
  ).access_token;
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get(`/api/branches/${branch.id}/complaints`, { headers })).status()).toBe(200);
  expect((await request.get(`/api/branches/${branch.id}/payments`, { headers })).status()).toBe(403);
  expect((await request.post(`/api/branches/${branch.id}/expenses`, { headers, data: {} })).status()).toBe(
    403,
  );
  await context.close();

  // 5. Every change is in the audit log.
  await nav(page, 'Role Management');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await page.getByRole('searchbox', { name: 'Search by who or action' }).fill('user_permission');
  await expect(page.getByRole('row', { name: /user_permission\.set/ }).first()).toContainText(
    'expenses:create',
  );
});

test('deleting a user ends their session at once', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const id = uid();
  const email = `leaver-${id}@pg.test`;
  const password = 'leaver-password-1';
  const token = await ownerToken(request);
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, password, role: 'user' },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const leaver = await context.newPage();
  await signInAs(leaver, email, password);

  await signInAsOwner(page);
  await nav(page, 'User Management');
  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(email);
  await page.getByRole('button', { name: `Delete user ${email}` }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);

  // The owner cannot delete their own account.
  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(OWNER.email);
  await expect(page.getByRole('button', { name: /You cannot delete your own account/ })).toBeDisabled();

  // The leaver's next action sends them to sign-in.
  await leaver.reload();
  await expect(leaver).toHaveURL(/\/auth$/);
  await context.close();
});

test('a user sets the name they are shown by; the users list and the audit log show it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await ownerToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const email = `kiran-${Date.now().toString(36)}@pg.test`;
  const password = 'kiran warden password';
  const made = await request.post('/api/users', {
    headers: auth,
    data: { name: 'Kiran', email, password, role: 'user' },
  });
  expect(made.ok()).toBe(true);

  await signInAs(page, email, password);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByLabel('Name', { exact: true })).toHaveValue('Kiran');
  await profile.getByLabel('Name', { exact: true }).fill('x'.repeat(101));
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(profile.getByText('Name must be at most 100 characters')).toBeVisible();
  await profile.getByLabel('Name', { exact: true }).fill('Kiran Warden');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('You are shown as Kiran Warden')).toBeVisible();

  const users = await request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers: auth });
  expect((await users.json()).items).toEqual([expect.objectContaining({ name: 'Kiran Warden', email })]);
  const log = await request.get('/api/audit-log?q=user.rename', { headers: auth });
  const entries = (await log.json()).items as { actor_email: string; actor_name: string | null }[];
  expect(entries.find((e) => e.actor_email === email)?.actor_name).toBe('Kiran Warden');
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAs } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

/**
 * An admin of one new branch, signed in on `page` and on the Expenses page. The API calls go
 * through `request`, whose cookies are not the page's.
 */
async function managerOnExpenses(page: Page, request: APIRequestContext) {
  const id = uid();
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `FORM_${id}`, `Forms ${id}`);
  const email = `forms-${id.toLowerCase()}@pg.test`;
  const password = 'forms-password-1';
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, password, role: 'admin', branch_ids: [branch.id] },
  });
  expect(created.status()).toBe(201);
  await signInAs(page, email, password);
  await selectBranch(page, branch.code);
  await openPage(page, 'Expenses');
  return { branch, email, password, token };
}

test('Back closes an open dialog and stays on the page, asking first when something was typed', async ({
  page,
  request,
}) => {
  await managerOnExpenses(page, request);
  const url = page.url();
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Category').fill('Water');
  // Something typed: Back asks first, and 'Keep editing' keeps it.
  await page.goBack();
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('Category')).toHaveValue('Water');
  expect(page.url()).toBe(url);
  // Asked again, 'Discard' closes it.
  await page.goBack();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  // Closed with Cancel, the dialog takes its history entry with it: one Back leaves the page.
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(url);
});

test('a session ended mid-form asks to sign in over the page, keeps the form, and saves once', async ({
  page,
  request,
}) => {
  const { branch, email, password, token } = await managerOnExpenses(page, request);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Category').fill('Plumbing');
  await dialog.getByLabel('Amount (₹)').fill('2450.50');
  await dialog.getByLabel('Vendor (optional)').fill('Sri Ganesh Plumbers');

  // The session ends elsewhere: every session of this user is signed out, the cookie is gone.
  const them = await request.post('/api/auth/token?grant_type=password', { data: { email, password } });
  const theirs = ((await them.json()) as { access_token: string }).access_token;
  const out = await request.post('/api/auth/logout?scope=global', {
    headers: { authorization: `Bearer ${theirs}` },
  });
  expect(out.ok()).toBe(true);
  await page.context().clearCookies();

  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  const signIn = page.getByRole('dialog', { name: 'Signed out — sign in to continue' });
  await expect(signIn).toBeVisible();
  await expect(signIn.getByLabel('Email')).toHaveValue(email);
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();

  await expect(dialog.getByLabel('Category')).toHaveValue('Plumbing');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('2450.50');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = await request.get(`/api/branches/${branch.id}/expenses`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = ((await list.json()) as { items: { vendor: string | null; amount: number }[] }).items;
  expect(items.filter((e) => e.vendor === 'Sri Ganesh Plumbers')).toEqual([
    expect.objectContaining({ amount: 2450.5 }),
  ]);
});

test('a reload keeps what was typed in an open dialog until it is cancelled', async ({ page, request }) => {
  await managerOnExpenses(page, request);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Category').fill('Groceries');
  await dialog.getByLabel('Amount (₹)').fill('1800');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Expense' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await expect(dialog.getByLabel('Category')).toHaveValue('Groceries');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('1800');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog.getByLabel('Category')).toHaveValue('');
});

import { expect, test as setup } from '@playwright/test';
import { OWNER } from '../support/session';

// Runs once, before every other test (the `first-run` project), on the fresh database.
setup('first run: the first administrator is created in the browser', async ({ page, request }) => {
  const { needs_setup } = (await (await request.get('/api/auth/setup')).json()) as { needs_setup: boolean };
  setup.skip(!needs_setup, 'an account exists already (a reused server), so first run cannot be shown');

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Create the first administrator' })).toBeVisible();

  // The form checks its fields before calling the server.
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create administrator' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();

  // With no branch yet, the dashboard leads to creating one instead of asking to select one.
  const checklist = page.getByRole('region', { name: 'Set up your PG' });
  await expect(checklist).toContainText('0 of 4 done');
  await expect(page.getByText('Please select a branch from the header to view dashboard')).toHaveCount(0);

  // The administrator is a super admin: the branches page is theirs, and the step opens its form.
  await checklist.getByRole('link', { name: /^Add your first branch/ }).click();
  const form = page.getByRole('dialog', { name: 'Add Branch' });
  await expect(form.getByLabel('Code')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Branch' })).toBeVisible();

  // From now on /auth offers sign-in instead.
  const after = (await (await request.get('/api/auth/setup')).json()) as { needs_setup: boolean };
  expect(after.needs_setup).toBe(false);
});

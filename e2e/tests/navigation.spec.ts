import { expect, test } from '@playwright/test';
import { ensureOwner, signInAsOwner } from '../support/session';
import { nav, openPage } from '../support/ui';

// The page's own requests for code, not the installed app's copies of them.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ request }) => {
  await ensureOwner(request);
});

test("a page's code that is slow to come shows the progress bar over the page the user is on; code that cannot come says so, and the next page works", async ({
  page,
}) => {
  await signInAsOwner(page);
  const link = (name: string) =>
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name, exact: true });
  await expect(link('Dashboard')).toHaveAttribute('aria-current', 'page');

  // Slow: the dashboard stays, under the progress bar, until the Expenses page's code has come.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/expenses-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await nav(page, 'Expenses');
  const progress = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(progress).toBeVisible();
  await expect(link('Dashboard')).toHaveAttribute('aria-current', 'page');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page).toHaveURL(/\/expenses$/);

  // Cannot come (the connection dropped, or a deploy removed it): the page says so, in words.
  await page.route(/\/assets\/complaints-page-[\w-]+\.js$/, (route) => route.abort());
  await nav(page, 'Complaints');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByText('This page could not be shown.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(progress).toBeHidden();

  // Another page still opens.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await openPage(page, 'Bookings');
});

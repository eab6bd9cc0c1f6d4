import { expect, type Locator, type Page } from '@playwright/test';

/** Picks a branch in the header's branch selector and waits until it shows that branch. */
export async function selectBranch(page: Page, code: string) {
  const selector = page.getByRole('combobox', { name: 'Select branch' });
  await expect(selector).toBeEnabled();
  await selector.click();
  await page.getByRole('option', { name: new RegExp(code) }).click();
  await expect(selector).toHaveText(code);
}

/** Clicks a page's link in the sidebar. */
export const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name, exact: true }).click();

/** Opens a page from the sidebar and waits for its heading (its code loads lazily). */
export async function openPage(page: Page, label: string, heading = label) {
  await nav(page, label);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Opens a select or a searchable picker (inside `scope`, the page by default) and picks an option.
 * A picker lists its first 20 matches; with `search`, that is typed first to find the option among
 * all of them, as a person does.
 */
export async function choose(
  page: Page,
  combobox: string,
  option: string | RegExp,
  scope: Page | Locator = page,
  search?: string,
) {
  const field = scope.getByRole('combobox', { name: combobox, exact: true });
  await field.click();
  if (search !== undefined) await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/** Types a date into a date field as a person does, dd/mm/yyyy (the field's slashes come by themselves). */
export async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.fill('');
  await field.pressSequentially(ddmmyyyy.replaceAll('/', ''));
  await expect(field).toHaveValue(ddmmyyyy);
}

/**
 * Answers the branch list empty, in the list's own request and in the session's answer that
 * carries it too: the owner always has branches in the shared database, so a page's "choose a
 * branch" prompt is checked this way.
 */
export async function withoutBranches(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/branches',
    (route) => route.fulfill({ json: { items: [], total: 0 } }),
  );
  await page.route('**/api/auth/token*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: body.branches ? { ...body, branches: { items: [], total: 0 } } : body,
    });
  });
}

import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ensureOwner, OWNER, ownerToken, signInAsOwner } from '../support/session';

const sidebarCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'sidebar:state')?.value;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

test.beforeEach(async ({ request }) => {
  await ensureOwner(request);
});

test.describe('sign-in', () => {
  test('a wrong password shows Login Failed with the server message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the sign-in form is in the page before any script runs, and stays put as the page comes alive, on a computer and a phone', async ({
    browser,
  }) => {
    const baseURL = test.info().project.use.baseURL;
    for (const width of [1280, 375]) {
      const viewport = { width, height: 800 };
      // Without JavaScript: the page's own HTML, as a phone paints it before its scripts arrive.
      const still = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const before = await still.newPage();
      await before.goto('/auth');
      await expect(before.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(before.getByLabel('Email')).toBeVisible();
      // Not sent by the browser itself (with the password in the address) before it is alive.
      await expect(before.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      const painted = await before.locator('[data-slot="card"]').boundingBox();
      await still.close();

      const live = await browser.newContext({ baseURL, viewport });
      const page = await live.newPage();
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(await page.locator('[data-slot="card"]').boundingBox(), `at ${width} px`).toEqual(painted);
      await live.close();
    }
  });

  test('success says so and opens the console in the same page', async ({ page }) => {
    await page.goto('/auth');
    // /auth opened by address is a page of its own (without the console's router); the console
    // takes it over once signed in, without loading a new document.
    await page.evaluate(() => {
      (window as { signInPage?: boolean }).signInPage = true;
    });
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { signInPage?: boolean }).signInPage)).toBe(true);
  });
});

test.describe('redirects', () => {
  test('signed out, a protected page sends to /auth, and back there after sign-in', async ({ page }) => {
    await page.goto('/branches');
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/branches$/);
    await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  });

  test('sent to /auth, a reload of it still goes back to that page after sign-in', async ({ page }) => {
    await page.goto('/branches');
    await expect(page).toHaveURL(/\/auth$/);
    await page.reload();
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/branches$/);
    await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  });

  test('signed in, /auth sends to / (also after a reload)', async ({ page }) => {
    await signInAsOwner(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page)).toBeVisible();
  });
});

test.describe('restoring the session', () => {
  // The installed app's service worker would answer the scripts from its copy, past the route below.
  test.use({ serviceWorkers: 'block' });

  test('a reload restores the session with one refresh, which the page sends before its scripts run', async ({
    page,
  }) => {
    await signInAsOwner(page);
    const refreshes: string[] = [];
    let refreshSent!: () => void;
    const sent = new Promise<void>((resolve) => {
      refreshSent = resolve;
    });
    page.on('request', (request) => {
      if (!request.url().includes('grant_type=refresh_token')) return;
      refreshes.push(request.method());
      refreshSent();
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The console's entry script is held until the refresh has gone out: only the page's own
    // script in its head can have sent it.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await sent;
      await route.continue();
    });
    await page.reload();
    await expect(nav(page)).toBeVisible();
    expect(refreshes).toEqual(['POST']);
    expect(refused).toEqual([]);
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/(auth)?$/);
});

test.describe('sidebar', () => {
  test('lists every page by group and marks the current one', async ({ page }) => {
    await signInAsOwner(page);
    for (const group of ['Main', 'Property Management', 'Management', 'System', 'Users']) {
      await expect(nav(page).getByRole('group', { name: group, exact: true })).toBeVisible();
    }
    for (const label of ['Dashboard', 'Properties', 'Tenants', 'Reports', 'Branches', 'User Permissions']) {
      await expect(nav(page).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await nav(page).getByRole('link', { name: 'Branches' }).click();
    await expect(nav(page).getByRole('link', { name: 'Branches' })).toHaveAttribute('aria-current', 'page');
    // The dashboard is current only on "/" itself.
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('collapses to icons, remembers it in the sidebar:state cookie, and Ctrl+B toggles it', async ({
    page,
    context,
  }) => {
    await signInAsOwner(page);
    const branchesLink = nav(page).getByRole('link', { name: 'Branches' });
    await expect(nav(page).getByText('Branches')).toBeVisible();

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(nav(page).getByText('Branches')).toBeHidden();
    await expect(branchesLink).toBeVisible(); // the icon stays, named for assistive technology
    expect(await sidebarCookie(context)).toBe('false');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.path).toBe('/');
    // 7 days, give or take the test's own duration.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 7 * 24 * 3600))).toBeLessThan(120);

    await page.reload();
    await expect(branchesLink).toBeVisible();
    await expect(nav(page).getByText('Branches')).toBeHidden();

    await page.keyboard.press('Control+b');
    await expect(nav(page).getByText('Branches')).toBeVisible();
    expect(await sidebarCookie(context)).toBe('true');

    await page.keyboard.press('Control+b');
    await expect(nav(page).getByText('Branches')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(nav(page).getByText('Branches')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('opens as a drawer and closes after choosing a page', async ({ page }) => {
      await signInAsOwner(page);
      await expect(nav(page)).toBeHidden();

      await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Branches' }).click();

      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/branches$/);
      await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
      // Nothing wider than the screen: the page itself does not scroll sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe('branches', () => {
  test('create, edit, search and delete a branch', async ({ page }) => {
    const code = `PG_E2E${uid()}_1`;
    await signInAsOwner(page);
    await page.goto('/branches');

    await page.getByRole('button', { name: 'Add Branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Branch' });
    await expect(dialog.getByLabel('Code')).toHaveAttribute('placeholder', 'PG_..._1');
    await dialog.getByRole('button', { name: 'Add Branch' }).click();
    await expect(dialog.getByText('Code is required')).toBeVisible();

    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name', { exact: true }).fill('Koramangala Boys PG');
    await dialog.getByLabel('Address', { exact: true }).fill('5th Block, Koramangala, Bengaluru');
    await dialog.getByLabel('Contact', { exact: true }).fill('+91 98450 12345');
    await dialog.getByRole('button', { name: 'Add Branch' }).click();
    await expect(page.getByText('Branch created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Koramangala Boys PG');
    await expect(row).toContainText('+91 98450 12345');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    await row.getByRole('button', { name: `Edit branch ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Branch' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Koramangala Boys PG');
    await edit.getByLabel('Name', { exact: true }).fill('Koramangala Co-living');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Branch updated successfully')).toBeVisible();
    await expect(row).toContainText('Koramangala Co-living');

    await page.getByRole('searchbox', { name: 'Search branches' }).fill(code.toLowerCase());
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
    await page.getByRole('searchbox', { name: 'Search branches' }).fill(`${code}-nothing-like-it`);
    await expect(page.getByText('No branches found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search branches' }).fill(code);

    await row.getByRole('button', { name: `Delete branch ${code}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(
      'This will permanently delete the branch and all its properties, floors, rooms and beds. This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete branch ${code}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Branch deleted successfully')).toBeVisible();
    await expect(page.getByText('No branches found')).toBeVisible();
  });

  test('a duplicate code is reported on the Code field', async ({ page, request }) => {
    const code = `PG_DUP${uid()}_1`;
    await createBranch(request, await ownerToken(request), code, 'First of its code');
    await signInAsOwner(page);
    await page.goto('/branches');

    await page.getByRole('button', { name: 'Add Branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Branch' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name', { exact: true }).fill('Second of its code');
    await dialog.getByRole('button', { name: 'Add Branch' }).click();

    await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/already exists/)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the header selector shows codes, lists names, and remembers the choice across reloads', async ({
    page,
    request,
  }) => {
    const id = uid();
    const token = await ownerToken(request);
    await createBranch(request, token, `AA_${id}_1`, `Alpha Residency ${id}`);
    const second = await createBranch(request, token, `AA_${id}_2`, `Beta Residency ${id}`);
    await signInAsOwner(page);

    const selector = page.getByRole('combobox', { name: 'Select branch' });
    await expect(selector).toBeEnabled();
    await selector.click();
    await expect(page.getByRole('option', { name: new RegExp(`Alpha Residency ${id}`) })).toBeVisible();
    await page.getByRole('option', { name: new RegExp(`Beta Residency ${id}`) }).click();
    await expect(selector).toHaveText(`AA_${id}_2`);
    expect(await page.evaluate(() => localStorage.getItem('selectedBranchId'))).toBe(second.id);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Select branch' })).toHaveText(`AA_${id}_2`);
  });
});

test('the account menu has the spec entries, and Logout ends the session', async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole('button', { name: 'My Account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('My Account')).toBeVisible();
  for (const item of [
    'Profile',
    'Change Password',
    'Billing Dashboard',
    'Support Tickets',
    'Online Booking Subscriptions',
    'Logout',
  ]) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }

  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile).toContainText(OWNER.email);
  await expect(profile).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The session is really over: a reload does not bring it back.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});

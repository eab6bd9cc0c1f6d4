import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, ddmmyyyy, makeBranchWithBooking } from '../support/data';
import { PHONE } from '../support/phone';
import { OWNER, signInAsOwner } from '../support/session';
import { selectBranch, typeDate } from '../support/ui';

/*
 * A branch with 300 tenants: the booking dialog's pickers list the first 20 and find any other by
 * typing part of a name (tenants) or a room number (beds), searched on the server.
 */
type Branch = Awaited<ReturnType<typeof makeBranchWithBooking>>;
type Tenant = { id: string; name: string };
let branch: Branch;
let tenants: Tenant[];

async function makeTenants(data: Branch, count: number) {
  const made: Tenant[] = [];
  // A few at a time: the server is shared with the browser under test.
  for (let start = 1; start <= count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start + 1) }, (_, k) => start + k);
    made.push(
      ...(await Promise.all(
        batch.map((n) =>
          data.post<Tenant>(`${data.base}/tenants`, {
            name: `Guest ${String(n).padStart(3, '0')} ${data.id}`,
            phone: `7${String(n).padStart(3, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
          }),
        ),
      )),
    );
  }
  return made;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(240_000);
  const request: APIRequestContext = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  branch = await makeBranchWithBooking(request, 'PICK', 'Picker');
  tenants = await makeTenants(branch, 300);
  await request.dispose();
});

/** The stored bookings of a tenant, as the API answers them. */
async function bookingsOf(page: Page, tenant: Tenant) {
  const token = await page.request.post('/api/auth/token?grant_type=password', { data: OWNER });
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await page.request.get(`${branch.base}/bookings`, {
    headers: { authorization: `Bearer ${access_token}` },
    params: { limit: 200 },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { tenant_id: string; start_date: string; end_date: string }[] };
  return body.items.filter((b) => b.tenant_id === tenant.id);
}

async function openCreateBooking(page: Page, startIn: number, days: number) {
  await signInAsOwner(page);
  await selectBranch(page, branch.branch.code);
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Booking' });
  await typeDate(dialog.getByLabel('Start date'), ddmmyyyy(addDays(branch.today, startIn)));
  await typeDate(dialog.getByLabel('End date'), ddmmyyyy(addDays(branch.today, startIn + days - 1)));
  return dialog;
}

test('at 1280 px, the 250th of 300 tenants is found by part of the name and chosen by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tenant = tenants[249]!;
  const dialog = await openCreateBooking(page, 40, 5);

  // The bed: by keyboard, from the list of free beds.
  const bed = dialog.getByRole('combobox', { name: 'Bed', exact: true });
  await bed.focus();
  await page.keyboard.press('ArrowDown');
  await expect(bed).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: /^Bed A · Room 101/, selected: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(bed).toHaveValue('Bed A · Room 101');

  // The tenant: the first 20 by name, then typing finds the 250th.
  const picker = dialog.getByRole('combobox', { name: 'Tenant', exact: true });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveCount(20);
  await expect(page.getByText('Type to find more')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(tenant.name) })).toHaveCount(0);
  // The open list inside the dialog: no serious or critical violation.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.type('uest 25');
  // Guest 025 does not match; Guest 250 to 259 do, in order of name.
  await expect(page.getByRole('option')).toHaveCount(10);
  await expect(page.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${tenant.name}`));
  await expect(page.getByText('Type to find more')).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(page.getByRole('option', { selected: true })).toHaveAccessibleName(/^Guest 259/);
  await page.keyboard.press('Home');
  await expect(page.getByRole('option', { selected: true })).toHaveAccessibleName(
    new RegExp(`^${tenant.name}`),
  );
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(tenant.name);
  await expect(picker).toHaveAttribute('aria-expanded', 'false');

  // Nothing matches: said so, and Escape leaves the choice as it was.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('nobody like this');
  await expect(page.getByText('No tenants match')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveValue(tenant.name);
  await expect(dialog).toBeVisible();

  await expect(dialog.getByRole('status', { name: 'Total rent' })).toContainText('5 days × ₹500.00 a day');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();
  expect(await bookingsOf(page, tenant)).toEqual([
    expect.objectContaining({ start_date: addDays(branch.today, 40), end_date: addDays(branch.today, 44) }),
  ]);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the 250th of 300 tenants is found by typing and chosen with a tap', async ({ page }) => {
    test.setTimeout(120_000);
    const tenant = tenants[249]!;
    const dialog = await openCreateBooking(page, 50, 3);

    const bed = dialog.getByRole('combobox', { name: 'Bed', exact: true });
    await bed.tap();
    await bed.fill('101');
    await page.getByRole('option', { name: /^Bed A · Room 101/ }).tap();
    await expect(bed).toHaveValue('Bed A · Room 101');

    const picker = dialog.getByRole('combobox', { name: 'Tenant', exact: true });
    await picker.tap();
    await expect(page.getByRole('option')).toHaveCount(20);
    // Thumb-sized rows, inside the screen.
    const first = await page.getByRole('option').first().boundingBox();
    expect(first!.height).toBeGreaterThanOrEqual(44);
    expect(first!.x + first!.width).toBeLessThanOrEqual(375);
    await picker.pressSequentially('Guest 250');
    const option = page.getByRole('option', { name: new RegExp(`^${tenant.name}`) });
    await expect(page.getByRole('option')).toHaveCount(1);
    await option.tap();
    await expect(picker).toHaveValue(tenant.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await dialog.getByRole('button', { name: 'Create Booking' }).tap();
    await expect(page.getByText('Booking created successfully')).toBeVisible();
    expect(await bookingsOf(page, tenant)).toContainEqual(
      expect.objectContaining({ start_date: addDays(branch.today, 50), end_date: addDays(branch.today, 52) }),
    );
  });

  test('a tenant not found is added from the picker and comes back chosen', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const dialog = await openCreateBooking(page, 60, 2);
    const bed = dialog.getByRole('combobox', { name: 'Bed', exact: true });
    await bed.tap();
    await page.getByRole('option', { name: /^Bed A · Room 101/ }).tap();

    const name = `Neha Gupta ${branch.id}`;
    const picker = dialog.getByRole('combobox', { name: 'Tenant', exact: true });
    await picker.tap();
    await picker.pressSequentially(name);
    await expect(page.getByText('No tenants match')).toBeVisible();
    await page.getByRole('button', { name: 'Add tenant' }).tap();

    // Add Tenant over Create Booking, with the name typed in the picker.
    const add = page.getByRole('dialog', { name: 'Add Tenant' });
    await expect(add.getByLabel('Name')).toHaveValue(name);
    await add.getByRole('button', { name: 'Add Tenant' }).tap();
    await expect(add.getByText(/phone/i).first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await add.getByLabel('Phone').fill(`6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
    await page.screenshot({ path: testInfo.outputPath('add-from-picker-375.png'), fullPage: true });
    await add.getByRole('button', { name: 'Add Tenant' }).tap();
    await expect(add).toBeHidden();
    await expect(picker).toHaveValue(name);

    await dialog.getByRole('button', { name: 'Create Booking' }).tap();
    await expect(page.getByText('Booking created successfully')).toBeVisible();
  });
});

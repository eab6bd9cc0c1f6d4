import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { makeBranchWithBooking, makeBranchWithEveryRecord } from '../support/data';
import { ALL_PAGES, MAIN_DIALOGS } from '../support/pages';
import { PHONE } from '../support/phone';
import { signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/**
 * axe on what the page shows now; the serious and critical violations, one line each. On a touch
 * screen also WCAG 2.2's target size (2.5.8), which axe leaves off unless asked.
 */
async function seriousViolations(page: Page) {
  const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
  const axe = new AxeBuilder({ page });
  if (touch) axe.options({ rules: { 'target-size': { enabled: true } } });
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const WIDTHS = [
  { name: 'at 1280 px', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'at 375 px on a phone',
    use: PHONE,
  },
] as const;

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('axe finds no serious or critical violation on any page or main dialog, and closing a dialog returns focus to its button', async ({
      page,
      request,
    }) => {
      test.setTimeout(900_000);
      const { branch } = await makeBranchWithEveryRecord(request, 'AXE', 'Axe');
      await signInAsOwner(page);
      await selectBranch(page, branch.code);

      const found: string[] = [];
      for (const path of ALL_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);

        const opener = MAIN_DIALOGS[path as keyof typeof MAIN_DIALOGS];
        if (!opener) continue;
        const button = page.getByRole('button', { name: opener, exact: true }).first();
        await button.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // The dialog's own data (pickers, its lists) has loaded before axe looks.
        await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const v of await seriousViolations(page)) found.push(`${path} '${opener}' dialog: ${v}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect.soft(button, `${path}: focus returns to '${opener}'`).toBeFocused();
      }
      expect(found).toEqual([]);
    });
  });
}

test('a dialog opened from a row’s menu gives focus back to that menu’s button when it closes', async ({
  page,
  request,
}) => {
  const { branch, tenantName } = await makeBranchWithBooking(request, 'AXEM', 'Axe menu');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto('/bookings');
  const update = page.getByRole('button', { name: `Update booking of ${tenantName}, bed A` });
  await update.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // An open menu leaves nothing focusable under aria-hidden (the sidebar, the header).
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(update).toBeFocused();

  // Also when the dialog is closed with its Close button.
  await update.click();
  await page.getByRole('menuitem', { name: 'Extend' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(update).toBeFocused();
});

test('a control named for its row is named first by the words it shows (WCAG 2.5.3, label in name)', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const data = await makeBranchWithEveryRecord(request, 'LBL', 'Label');
  // A visitor still in (a 'Mark out' button), and the tenant checked in (a bed tile with their name).
  await data.post(`${data.base}/visitors`, { tenant_id: data.tenant.id, name: 'Suresh Gupta' });
  await data.post(`/api/bookings/${data.booking.id}/check-in`, {});
  await signInAsOwner(page);
  await selectBranch(page, data.branch.code);

  const found: string[] = [];
  for (const path of [...ALL_PAGES, `/tenants/${data.tenant.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // axe's rule for WCAG 2.5.3 (experimental, so named here): the accessible name of a control
    // named by its content contains the words it shows.
    const { violations } = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .analyze();
    for (const v of violations) for (const node of v.nodes) found.push(`${path}: ${node.html}`);
  }
  expect(found).toEqual([]);
  // The visitor's row keeps its context after the visible words.
  await page.goto('/visitors');
  await expect(page.getByRole('button', { name: 'Mark out, Suresh Gupta', exact: true })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { makeBranchWithBooking } from '../support/data';
import { signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/** axe on what the page shows now; the serious and critical violations, one line each. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

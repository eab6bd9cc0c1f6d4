import { expect, test } from '@playwright/test';
import { addDays, ddmmyyyy, makeBranchWithBooking, todayIso } from '../support/data';
import { signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch, typeDate } from '../support/ui';

test('a visitor is recorded at the gate and marked out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { branch, tenantName } = await makeBranchWithBooking(request, 'VIS', 'Koramangala');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Visitors');
  await expect(page.getByText('No visitors recorded on this day.')).toBeVisible();

  await page.getByRole('button', { name: 'Record Visitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Visitor' });
  await dialog.getByRole('button', { name: 'Record Visitor' }).click();
  await expect(dialog.getByText('Visitor name is required')).toBeVisible();
  // Two taps and a name.
  await choose(page, 'Visiting tenant', new RegExp(tenantName), dialog);
  await dialog.getByLabel('Visitor name').fill('Ravi Kumar');
  await dialog.getByRole('button', { name: 'Record Visitor' }).click();
  await expect(page.getByText('Visitor recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Visitors' })
    .getByRole('row')
    .filter({ hasText: 'Ravi Kumar' });
  await expect(row).toContainText(tenantName);
  await row.getByRole('button', { name: 'Mark out, Ravi Kumar' }).click();
  await expect(page.getByText('Ravi Kumar marked out')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark out, Ravi Kumar' })).toBeHidden();
  await expect(row.getByRole('cell').last()).toHaveText(/\d{2}:\d{2} (am|pm)/i);
});

test("yesterday's visitor is entered after the fact, and the day's register prints as a page of its own", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { branch, tenantName } = await makeBranchWithBooking(request, 'VISR', 'Jayanagar');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Visitors');
  const yesterday = addDays(todayIso(), -1);
  await typeDate(page.getByLabel('Day'), ddmmyyyy(yesterday));
  await expect(
    page.getByText(`Visitor register of ${branch.name} for ${ddmmyyyy(yesterday)}.`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Record Visitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Visitor' });
  await choose(page, 'Visiting tenant', new RegExp(tenantName), dialog);
  await dialog.getByLabel('Visitor name').fill('Meena Iyer');
  await dialog.getByRole('button', { name: 'Record Visitor' }).click();
  await expect(dialog.getByText('Enter time in as HH:MM')).toBeVisible();
  await dialog.getByLabel('Time in').fill('18:30');
  await dialog.getByRole('button', { name: 'Record Visitor' }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Visitors' })
    .getByRole('row')
    .filter({ hasText: 'Meena Iyer' });
  await expect(row).toContainText(/06:30 pm/i);
  await row.getByRole('button', { name: 'Mark out, Meena Iyer' }).click();
  const out = page.getByRole('dialog', { name: 'Mark out' });
  await out.getByLabel('Time out').fill('17:00');
  await out.getByRole('button', { name: 'Mark out' }).click();
  await expect(out.getByText('The time out cannot be before the time in')).toBeVisible();
  await out.getByLabel('Time out').fill('20:15');
  await out.getByRole('button', { name: 'Mark out' }).click();
  await expect(out).toBeHidden();
  await expect(row.getByRole('cell').last()).toHaveText(/08:15 pm/i);

  // The register on paper: the branch's letterhead, the date, a line for each visitor with a
  // column to sign, and the warden's signature.
  await page.getByRole('link', { name: 'Print register' }).click();
  const register = page.getByRole('table', { name: 'Visitor register' }).first();
  await expect(register.getByRole('row').filter({ hasText: 'Meena Iyer' })).toContainText(tenantName);
  await expect(register.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  await expect(page.getByText(ddmmyyyy(yesterday)).first()).toBeVisible();
  await expect(page.getByText("Warden's signature").first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('register-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('register-375.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to visitors' }).click();
  await expect(
    page.getByText(`Visitor register of ${branch.name} for ${ddmmyyyy(yesterday)}.`),
  ).toBeVisible();
});

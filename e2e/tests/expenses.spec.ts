import { expect, type Page, test } from '@playwright/test';
import { addRoomWithBed, ddmmyyyy, photoPng, poster, todayIso, uid } from '../support/data';
import { PHONE } from '../support/phone';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch } from '../support/ui';

/** A branch with one property, built through the API; the owner on its Expenses page. */
async function expensesOf(page: Page, request: Parameters<typeof ownerToken>[0], phone = false) {
  const id = uid();
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `EXB_${id}`, `Expense books ${id}`);
  await addRoomWithBed(poster(request, token), `/api/branches/${branch.id}`, id);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  if (phone) {
    await page.goto('/expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  } else await openPage(page, 'Expenses');
  return { id, property: `House ${id}` };
}

test('an expense names its property and keeps a photo of its bill; a file that is no image is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { property } = await expensesOf(page, request);

  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Category').fill('Repairs');
  await dialog.getByLabel('Amount (₹)').fill('2500');
  await choose(page, 'Property', property, dialog);
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Expense history' })
    .getByRole('row')
    .filter({ hasText: 'Repairs' });
  await expect(row).toContainText(property);
  const bill = row.getByLabel(`Bill of Repairs on ${ddmmyyyy(todayIso())}`);

  // Not an image: the server's refusal is shown, and nothing is kept.
  await bill.setInputFiles({ name: 'bill.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Failed to keep the bill')).toBeVisible();
  await expect(row.getByRole('button', { name: 'View bill' })).toHaveCount(0);

  await bill.setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(page.getByText('Bill kept with the expense')).toBeVisible();
  await expect(row.getByRole('button', { name: 'View bill' })).toBeVisible();
  await expect(row.getByText('Replace bill')).toBeVisible();

  // An edit keeps the property as entered.
  await row.getByRole('button', { name: /Actions for expense Repairs/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(edit.getByRole('combobox', { name: 'Property' })).toBeDisabled();
  await expect(edit.getByRole('combobox', { name: 'Property' })).toHaveText(property);
});

test('a monthly expense is entered once and ended; a wrong day is refused on its field', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await expensesOf(page, request);
  const today = todayIso();
  const section = page.getByRole('region', { name: 'Monthly expenses' });
  await expect(section.getByText('No monthly expenses')).toBeVisible();

  await section.getByRole('button', { name: 'Add monthly expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add monthly expense' });
  await dialog.getByLabel('Category').fill('Rent');
  await dialog.getByLabel('Amount (₹)').fill('45000');
  await dialog.getByLabel('Day of the month').fill('32');
  await dialog.getByRole('button', { name: 'Add monthly expense' }).click();
  await expect(dialog.getByText(/Day of the month must be/)).toBeVisible();
  await dialog.getByLabel('Day of the month').fill('5');
  await dialog.getByRole('button', { name: 'Add monthly expense' }).click();
  await expect(dialog).toBeHidden();

  const row = section.getByRole('row').filter({ hasText: 'Rent' });
  await expect(row).toContainText('₹45,000.00');
  await expect(row).toContainText(`Day 5, from ${ddmmyyyy(today)} until ended`);
  await row.getByRole('button', { name: 'End', exact: true }).click();
  const end = page.getByRole('dialog', { name: 'End monthly expense' });
  await end.getByRole('button', { name: 'End', exact: true }).click();
  await expect(end).toBeHidden();
  await expect(row).toContainText(`until ${ddmmyyyy(today)}`);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('an expense card shows its property and its bill', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { property } = await expensesOf(page, request, true);
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByLabel('Category').fill('Groceries');
    await dialog.getByLabel('Amount (₹)').fill('800');
    await choose(page, 'Property', property, dialog);
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: 'Groceries' });
    await expect(card).toContainText(property);
    await expect(card.getByText('Add bill')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

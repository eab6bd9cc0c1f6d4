import { expect, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

// A browser set to American English shows its own date field as mm/dd/yyyy; the console's does not.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('a date typed as 05/01/2027 in an American browser is the 5th of January', async ({ page, request }) => {
  const id = uid();
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `DATE_${id}`, `Dates ${id}`);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Expenses');

  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  const date = dialog.getByLabel('Date');
  await date.fill('');
  await date.pressSequentially('05012027');
  await expect(date).toHaveValue('05/01/2027');
  await dialog.getByLabel('Category').fill('Water');
  await dialog.getByLabel('Amount (₹)').fill('750');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully')).toBeVisible();

  const table = page.getByRole('table', { name: 'Expense history' });
  await expect(table.getByRole('row').filter({ hasText: 'Water' })).toContainText('05/01/2027');
  const stored = await request.get(`/api/branches/${branch.id}/expenses`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await stored.json()) as { items: { category: string; date: string }[] };
  expect(body.items.find((e) => e.category === 'Water')?.date).toBe('2027-01-05');
});

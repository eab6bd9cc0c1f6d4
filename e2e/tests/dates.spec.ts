import { expect, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

// A browser set to American English shows its own date field as mm/dd/yyyy; the console's does not.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('a date typed as 05/01/2026 in an American browser is the 5th of January', async ({ page, request }) => {
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
  await date.pressSequentially('05012026');
  await expect(date).toHaveValue('05/01/2026');
  await dialog.getByLabel('Category').fill('Water');
  await dialog.getByLabel('Amount (₹)').fill('750');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully')).toBeVisible();

  const table = page.getByRole('table', { name: 'Expense history' });
  await expect(table.getByRole('row').filter({ hasText: 'Water' })).toContainText('05/01/2026');
  const stored = await request.get(`/api/branches/${branch.id}/expenses`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await stored.json()) as { items: { category: string; date: string }[] };
  expect(body.items.find((e) => e.category === 'Water')?.date).toBe('2026-01-05');
});

test("the Visitors page's day reads dd/mm/yyyy in an American browser, and takes a day typed so", async ({
  page,
  request,
}) => {
  // The browser's today is pinned (only the date: timers run as usual): 28 November 2026 in India.
  await page.clock.setFixedTime(new Date('2026-11-28T06:00:00Z'));
  const id = uid();
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `DAY_${id}`, `Day ${id}`);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Visitors');

  const day = page.getByLabel('Day', { exact: true });
  await expect(day).toHaveValue('28/11/2026');
  await expect(page.getByText(`Visitor register of Day ${id} for 28/11/2026.`)).toBeVisible();
  await day.fill('');
  await day.pressSequentially('05112026');
  await expect(day).toHaveValue('05/11/2026');
  await expect(page.getByText(`Visitor register of Day ${id} for 05/11/2026.`)).toBeVisible();
});

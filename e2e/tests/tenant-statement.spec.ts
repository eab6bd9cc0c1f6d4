import { expect, type Page, test } from '@playwright/test';
import { bookLaterStay, ddmmyyyy, makeBranchWithBooking, money, todayIso } from '../support/data';
import { signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch } from '../support/ui';

const balance = (page: Page) => page.getByTestId('statement-balance');

test('the tenant page: bookings with a deposit, a statement that follows charges, payments and voids, and its print', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const fixture = await makeBranchWithBooking(request, 'STM', 'Koramangala');
  const { branch, tenantName } = fixture;
  // A later stay of nine weeks: three instalments at least, all upcoming.
  const { schedule } = await bookLaterStay(request, fixture);
  expect(schedule.items.length).toBeGreaterThanOrEqual(3);
  const due = fixture.firstDue;

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Tenants');
  await page.getByRole('link', { name: tenantName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();

  // The statement: today's instalment is due; each instalment of the later stay is listed, upcoming.
  const ledger = page.getByRole('table', { name: 'Statement' });
  await expect(balance(page)).toHaveText(`${money(due)} due`);
  for (const item of schedule.items) {
    const line = ledger
      .getByRole('row')
      .filter({ hasText: ddmmyyyy(item.due_date) })
      .filter({ hasText: 'Rent' });
    await expect(line).toContainText('Upcoming');
    await expect(line).toContainText(money(item.amount));
  }

  // A deposit on the first booking: owed from its start, held apart from the balance.
  const bookingsTable = page.getByRole('table', { name: 'Bookings' });
  await bookingsTable.getByRole('button', { name: 'Set deposit for room 101 bed A' }).last().click();
  const depositDialog = page.getByRole('dialog', { name: 'Set deposit' });
  await depositDialog.getByLabel('Deposit (₹)').fill('5000');
  await depositDialog.getByRole('button', { name: 'Save deposit' }).click();
  await expect(depositDialog).toBeHidden();
  await expect(bookingsTable).toContainText(money(5000));
  await expect(ledger.getByRole('row').filter({ hasText: 'Security deposit due' })).toContainText(
    money(5000),
  );
  await expect(balance(page)).toHaveText(`${money(due)} due`);

  // A charge due today adds to the balance.
  await page.getByRole('button', { name: 'Add charge' }).click();
  const chargeDialog = page.getByRole('dialog', { name: 'Add charge' });
  await choose(page, 'Category', 'Laundry', chargeDialog);
  await chargeDialog.getByLabel('Amount (₹)').fill('250.50');
  await chargeDialog.getByLabel('Description (optional)').fill('Two bags');
  await chargeDialog.getByRole('button', { name: 'Add charge' }).click();
  await expect(chargeDialog).toBeHidden();
  await expect(balance(page)).toHaveText(`${money(due + 250.5)} due`);

  // A partial payment, recorded on /dues, leaves the rest on the statement (less than the first
  // instalment, which is one day of rent at the least: on the last day of a month).
  await openPage(page, 'Dues');
  const dueRow = page.getByRole('row').filter({ hasText: tenantName });
  await expect(dueRow).toContainText(money(due + 250.5));
  await dueRow.getByRole('button', { name: `Record Payment for ${tenantName}` }).click();
  const payDialog = page.getByRole('dialog', { name: 'Record Payment' });
  await payDialog.getByLabel('Amount (₹)').fill('400');
  await payDialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(payDialog).toBeHidden();
  await expect(dueRow).toContainText(money(due + 250.5 - 400));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  await expect(balance(page)).toHaveText(`${money(due + 250.5 - 400)} due`);
  // The Tenants page's row says the same balance.
  await openPage(page, 'Tenants');
  await expect(page.getByRole('row').filter({ hasText: tenantName })).toContainText(
    `${money(due + 250.5 - 400)} due`,
  );
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  const receipt = new RegExp(`${branch.code}/\\d{4}-\\d{2}/000001`);
  await expect(ledger.getByRole('row').filter({ hasText: receipt })).toContainText(money(400));

  // Voiding the charge: struck through with its reason, owed no more.
  await ledger.getByRole('button', { name: `Void charge Laundry of ${money(250.5)}` }).click();
  const voidCharge = page.getByRole('dialog', { name: 'Void charge' });
  await voidCharge.getByRole('button', { name: 'Void charge' }).click();
  await expect(voidCharge.getByText('Reason is required')).toBeVisible();
  await voidCharge.getByLabel('Reason').fill('Laundry is included');
  await voidCharge.getByRole('button', { name: 'Void charge' }).click();
  await expect(voidCharge).toBeHidden();
  await expect(ledger.getByRole('row').filter({ hasText: 'Reason: Laundry is included' })).toContainText(
    'VOID',
  );
  await expect(balance(page)).toHaveText(`${money(due - 400)} due`);

  // Voiding the payment on /payments: struck through, VOID, and the balance comes back.
  await openPage(page, 'Payments');
  await page
    .getByRole('button', { name: /^Actions for payment / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Void' }).click();
  const voidPayment = page.getByRole('dialog', { name: 'Void payment' });
  await voidPayment.getByLabel('Reason').fill('Cheque bounced');
  await voidPayment.getByRole('button', { name: 'Void payment' }).click();
  await expect(voidPayment).toBeHidden();
  const paymentRow = page.getByRole('row').filter({ hasText: tenantName });
  await expect(paymentRow).toContainText('VOID');
  await expect(paymentRow).toContainText('Cheque bounced');
  await page.goBack();
  await expect(balance(page)).toHaveText(`${money(due)} due`);

  // A date range from the later stay on: what came before is one opening balance row, the lines of
  // today are left out, and the range is kept in the address (the print shows it too).
  const later = schedule.items[0]!;
  await page.getByLabel('From', { exact: true }).fill(ddmmyyyy(later.due_date));
  await expect(page).toHaveURL(new RegExp(`from=${later.due_date}`));
  await expect(ledger.getByRole('row').filter({ hasText: 'Opening balance' })).toContainText(
    ddmmyyyy(later.due_date),
  );
  await expect(ledger.getByRole('row').filter({ hasText: ddmmyyyy(todayIso()) })).toHaveCount(0);
  await expect(
    ledger
      .getByRole('row')
      .filter({ hasText: ddmmyyyy(later.due_date) })
      .filter({ hasText: 'Rent' }),
  ).toContainText(money(later.amount));
  await expect(balance(page)).toHaveText(`${money(due)} due`);

  // Print statement: a page of its own that fits a phone's width.
  await page.getByRole('link', { name: 'Print statement' }).click();
  const statementDoc = page.getByRole('article', { name: 'Statement of account' });
  await expect(statementDoc).toContainText(`From ${ddmmyyyy(later.due_date)}`);
  await expect(statementDoc.getByRole('row').filter({ hasText: 'Opening balance' })).toBeVisible();
  await expect(statementDoc).toContainText(tenantName);
  await expect(statementDoc).toContainText(`As of ${ddmmyyyy(todayIso())}`);
  await expect(statementDoc.getByTestId('statement-balance')).toHaveText(`${money(due)} due`);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.locator('[data-print-only]').getByRole('article', { name: 'Statement of account' }),
  ).toBeVisible();
});

test('an expense is edited and voided with a reason; a voided one is struck through', async ({
  page,
  request,
}) => {
  const { branch, base, post } = await makeBranchWithBooking(request, 'EXP', 'Indiranagar');
  await post(`${base}/expenses`, { date: todayIso(), category: 'Water', amount: 800, vendor: 'Tanker' });
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Expenses');
  const row = page.getByRole('row').filter({ hasText: 'Water' });
  await row.getByRole('button', { name: /^Actions for expense Water/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(edit.getByLabel('Amount (₹)')).toHaveValue('800');
  await edit.getByLabel('Amount (₹)').fill('850');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(money(850));
  await expect(page.getByRole('region', { name: 'Total Expenses' })).toContainText(money(850));

  await row.getByRole('button', { name: /^Actions for expense Water/ }).click();
  await page.getByRole('menuitem', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void expense' });
  await voiding.getByLabel('Reason').fill('Paid by the landlord');
  await voiding.getByRole('button', { name: 'Void expense' }).click();
  await expect(voiding).toBeHidden();
  await expect(row).toContainText('VOID');
  await expect(row).toContainText('Paid by the landlord');
  await expect(page.getByRole('region', { name: 'Total Expenses' })).toContainText(money(0));
});

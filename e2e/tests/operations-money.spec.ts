import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ddmmyyyy, makeBranchWithBooking, todayIso, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch, withoutBranches } from '../support/ui';

test('a payment is recorded against a booking and its receipt printed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { branch, tenantName, firstDue } = await makeBranchWithBooking(request, 'OPS', 'Indiranagar');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Payments');

  const totalCard = page.getByRole('region', { name: 'Rent collected' });
  await expect(page.getByText('No payments found')).toBeVisible();
  await expect(totalCard).toContainText('₹0.00');

  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  // Defaults: cash, today.
  await expect(dialog.getByRole('combobox', { name: 'Method' })).toHaveText('Cash');
  await expect(dialog.getByLabel('Date')).toHaveValue(ddmmyyyy(todayIso()));
  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Tenant is required')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();

  await choose(page, 'Tenant', new RegExp(tenantName), dialog);
  // The tenant's only open booking is chosen for them, and the amount is what they owe today.
  await expect(dialog.getByRole('combobox', { name: 'Booking (optional)' })).toHaveText('Room 101 · Bed A');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(firstDue));
  // For the deposit, what is left of it to pay: none is set on this booking.
  await choose(page, 'Payment for', 'Security deposit', dialog);
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('');
  await choose(page, 'Payment for', 'Rent and charges', dialog);
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(firstDue));
  await dialog.getByLabel('Amount (₹)').fill('1.234');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Amount can have at most 2 decimals')).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill('15500.50');
  await choose(page, 'Method', 'UPI', dialog);
  // A UPI payment asks for its 12-digit UTR.
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Enter the UTR of the UPI payment (12 digits)')).toBeVisible();
  await dialog.getByLabel('UTR').fill('412345678901');
  await dialog.getByLabel('Note (optional)').fill('Rent for this month');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Payment history' });
  const row = table.getByRole('row').filter({ hasText: tenantName });
  await expect(row).toContainText(ddmmyyyy(todayIso()));
  await expect(row).toContainText('₹15,500.50');
  await expect(row).toContainText('UPI');
  await expect(row).toContainText('Completed');
  await expect(totalCard).toContainText('₹15,500.50');
  await expect(totalCard).toContainText('1 payment of rent and charges');

  // Search by tenant name: any part, any case.
  const search = page.getByRole('searchbox', { name: 'Search payments by tenant name' });
  await search.fill(tenantName.slice(2, 9).toUpperCase());
  await expect(row).toBeVisible();
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No payments found')).toBeVisible();
  await search.fill('');

  // The receipt.
  await row.getByRole('link', { name: /^Receipt [^/]+\/\d{4}-\d{2}\/\d{6} / }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\/receipt$/);
  const receipt = page.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt).toContainText(branch.name);
  await expect(receipt).toContainText(`Branch code: ${branch.code}`);
  await expect(receipt).toContainText(tenantName);
  await expect(receipt).toContainText('₹15,500.50');
  await expect(receipt).toContainText('Rupees Fifteen Thousand Five Hundred and Fifty Paise Only');
  await expect(receipt).toContainText('UPI');
  await expect(receipt).toContainText('412345678901');
  await expect(receipt).toContainText(ddmmyyyy(todayIso()));
  await expect(receipt).toContainText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/\\d{6}`));
  await expect(receipt).toContainText('Room 101 · Bed A');

  // Print opens the browser's print dialog (stubbed here).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // On paper: only the receipt, no sidebar, header or buttons, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  const printed = page.getByRole('article', { name: 'Payment receipt' });
  await expect(printed).toBeVisible();
  await expect(printed).toContainText('Rupees Fifteen Thousand Five Hundred and Fifty Paise Only');
  const pdfPath = testInfo.outputPath('receipt.pdf');
  await page.pdf({ path: pdfPath, format: 'A4' });
  const pages =
    readFileSync(pdfPath)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Back to payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
});

test('a complaint is raised, worked on and resolved', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { branch, tenantName } = await makeBranchWithBooking(request, 'OPS', 'Indiranagar');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Complaints');

  const openCard = page.getByRole('region', { name: 'Open Complaints' });
  await expect(page.getByText('No complaints found')).toBeVisible();

  await page.getByRole('button', { name: 'New Complaint' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Complaint' });
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveText('Medium');
  await dialog.getByRole('button', { name: 'Register Complaint' }).click();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await choose(page, 'Tenant', new RegExp(tenantName), dialog);
  await dialog.getByLabel('Category').fill('Plumbing');
  await choose(page, 'Priority', 'High', dialog);
  await dialog.getByLabel('Description').fill('Bathroom tap leaks all night');
  await dialog.getByRole('button', { name: 'Register Complaint' }).click();
  await expect(page.getByText('Complaint registered successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Complaints' });
  const row = table.getByRole('row').filter({ hasText: 'Bathroom tap leaks all night' });
  await expect(row).toContainText(tenantName);
  await expect(row).toContainText('Plumbing');
  await expect(row).toContainText('High');
  await expect(row).toContainText('Open');
  await expect(row).toContainText(ddmmyyyy(todayIso()));
  await expect(openCard).toContainText('1');

  // Open -> in progress -> resolved, each recorded with who and when.
  await row.getByRole('button', { name: /^Update status of / }).click();
  await page.getByRole('menuitem', { name: 'Mark as in progress' }).click();
  await expect(page.getByText('Complaint marked as in progress')).toBeVisible();
  await expect(row).toContainText('In Progress');
  await expect(row).toContainText(`${ddmmyyyy(todayIso())} by owner@pg.test`);
  await expect(openCard).toContainText('1 in progress');

  await row.getByRole('button', { name: /^Update status of / }).click();
  await expect(page.getByRole('menuitem', { name: 'Reopen' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Mark as resolved' }).click();
  const resolveDialog = page.getByRole('dialog', { name: 'Mark as resolved' });
  await resolveDialog.getByLabel('How was it resolved').fill('Washer replaced');
  await resolveDialog.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(page.getByText('Complaint marked as resolved')).toBeVisible();
  await expect(row).toContainText('Resolved');
  await expect(openCard).toContainText('0 in progress · 1 in total');

  // Search over tenant, category and description.
  const search = page.getByRole('searchbox', { name: 'Search complaints' });
  await search.fill('TAP LEAK');
  await expect(row).toBeVisible();
  await search.fill('plumb');
  await expect(row).toBeVisible();
  await search.fill('nothing like this');
  await expect(page.getByText('No complaints found')).toBeVisible();
});

test('an expense is added and counted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = uid();
  const branch = await createBranch(request, await ownerToken(request), `EXP_${id}`, `Expenses ${id}`);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Expenses');

  const totalCard = page.getByRole('region', { name: 'Total Expenses' });
  const categoriesCard = page.getByRole('region', { name: 'Categories' });
  await expect(page.getByText('No expenses found')).toBeVisible();
  await expect(totalCard).toContainText('₹0.00');

  const add = async (values: { category: string; amount: string; vendor?: string; note?: string }) => {
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await expect(dialog.getByLabel('Date')).toHaveValue(ddmmyyyy(todayIso()));
    await dialog.getByLabel('Category').fill(values.category);
    await dialog.getByLabel('Amount (₹)').fill(values.amount);
    if (values.vendor) await dialog.getByLabel('Vendor (optional)').fill(values.vendor);
    if (values.note) await dialog.getByLabel('Note (optional)').fill(values.note);
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    return dialog;
  };

  // A zero amount is refused on the field; nothing is sent.
  let dialog = await add({ category: 'Electricity', amount: '0' });
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill('123456');
  await dialog.getByLabel('Vendor (optional)').fill('BESCOM');
  await dialog.getByLabel('Note (optional)').fill('January bill');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Expense history' });
  const row = table.getByRole('row').filter({ hasText: 'BESCOM' });
  await expect(row).toContainText(ddmmyyyy(todayIso()));
  await expect(row).toContainText('Electricity');
  await expect(row).toContainText('₹1,23,456.00');
  await expect(row).toContainText('January bill');
  await expect(totalCard).toContainText('₹1,23,456.00');
  await expect(categoriesCard).toContainText('1');

  dialog = await add({ category: 'electricity', amount: '0.5' });
  await expect(page.getByText('Expense added successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(totalCard).toContainText('₹1,23,456.50');
  await expect(totalCard).toContainText('2 expenses recorded');
  await expect(categoriesCard).toContainText('1');

  await page.getByRole('searchbox', { name: 'Search expenses' }).fill('besc');
  await expect(table.getByRole('row')).toHaveCount(2); // header + BESCOM
  await expect(row).toBeVisible();
});

test('a payment whose answer is lost, tried again or double-clicked, is recorded once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { branch, tenantName } = await makeBranchWithBooking(request, 'IDM', 'Whitefield');
  // Every POST of a payment passes through here: its key is noted, and the first one's answer is
  // lost on the way back after the server recorded it, as when a connection drops.
  const sent: { key: string | undefined; replayed: string | undefined }[] = [];
  let loseNextAnswer = true;
  await page.route(
    (url) => url.pathname === `/api/branches/${branch.id}/payments`,
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      sent.push({
        key: route.request().headers()['idempotency-key'],
        replayed: response.headers()['idempotent-replayed'],
      });
      if (loseNextAnswer) {
        loseNextAnswer = false;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    },
  );
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Payments');
  const totalCard = page.getByRole('region', { name: 'Rent collected' });

  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await choose(page, 'Tenant', new RegExp(tenantName), dialog);
  await dialog.getByLabel('Amount (₹)').fill('7000');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Failed to record payment')).toBeVisible();
  await expect(dialog).toBeVisible();
  // Trying again gets the first answer: the payment the server already recorded.
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(2);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).toEqual({ key: sent[0]?.key, replayed: 'true' });
  await expect(totalCard).toContainText('₹7,000.00');
  await expect(totalCard).toContainText('1 payment of rent and charges');

  // A double click on the submit button records once, under a key of its own.
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await choose(page, 'Tenant', new RegExp(tenantName), dialog);
  await dialog.getByLabel('Amount (₹)').fill('500');
  await dialog.getByRole('button', { name: 'Record Payment' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(totalCard).toContainText('₹7,500.00');
  await expect(totalCard).toContainText('2 payments of rent and charges');
  const second = sent.slice(2);
  expect(second.length).toBeGreaterThanOrEqual(1);
  expect(new Set(second.map((s) => s.key)).size).toBe(1);
  expect(second[0]?.key).not.toBe(sent[0]?.key);
});

test('the three pages ask for a branch when none is chosen', async ({ page }) => {
  await withoutBranches(page);
  await signInAsOwner(page);
  for (const [label, what] of [
    ['Payments', 'payments'],
    ['Complaints', 'complaints'],
    ['Expenses', 'expenses'],
  ] as const) {
    await openPage(page, label);
    await expect(page.getByText('No Branch Selected')).toBeVisible();
    await expect(page.getByText(`Please select a branch from the header to view ${what}`)).toBeVisible();
  }
});

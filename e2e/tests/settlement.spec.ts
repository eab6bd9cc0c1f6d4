import { expect, type Page, test } from '@playwright/test';
import { ddmmyyyy, makeBranchWithBooking, money } from '../support/data';
import { ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/** No part of the page is wider than the window (a phone must not scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a tenant is settled and checked out with one deduction, and the letter prints the refund', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { branch, base, tenant, tenantName, today, post } = await makeBranchWithBooking(
    request,
    'SET',
    'Indiranagar',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const bookings = (await (await request.get(`${base}/bookings`, { headers })).json()) as {
    items: { id: string }[];
  };
  const booking = bookings.items[0]!;
  // Checked in today with a ₹10,000 deposit paid and today's rent (₹500) paid.
  expect((await request.post(`/api/bookings/${booking.id}/check-in`, { headers })).ok()).toBe(true);
  expect(
    (await request.put(`/api/bookings/${booking.id}/deposit`, { headers, data: { deposit: 10000 } })).ok(),
  ).toBe(true);
  await post(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 10000,
    method: 'cash',
    date: today,
    purpose: 'deposit',
  });
  await post(`${base}/payments`, { tenant_id: tenant.id, amount: 500, method: 'cash', date: today });

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto(`/tenants/${tenant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  await page.getByRole('button', { name: 'Settle and check out: room 101 bed A' }).click();

  const dialog = page.getByRole('dialog', { name: 'Settle and check out' });
  await expect(dialog.getByLabel('Check-out date')).toHaveValue(ddmmyyyy(today));
  const figures = dialog.getByRole('region', { name: 'Settlement figures' });
  // Leaving today shortens the 31-day stay to one day: ₹500 of rent, already paid.
  await expect(figures).toContainText(`Rent due to ${ddmmyyyy(today)}`);
  await expect(figures).toContainText('Deposit held');
  await expect(figures).toContainText(money(10000));
  await expect(figures).toContainText(`Refund to tenant${money(10000)}`);

  await dialog.getByRole('button', { name: 'Add deduction' }).click();
  await dialog.getByLabel('Reason 1').fill('Damaged mattress');
  await dialog.getByLabel('Amount 1 (₹)').fill('1500');
  await expect(figures).toContainText(`Refund to tenant${money(8500)}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('settle-dialog-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('settle-dialog-1280.png') });

  await dialog.getByRole('button', { name: 'Settle and check out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Settled and checked out')).toBeVisible();
  await page.getByRole('button', { name: 'Print settlement' }).click();

  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/settlement$`));
  const letter = page.getByRole('article', { name: 'Settlement letter' });
  await expect(letter).toContainText(tenantName);
  await expect(letter).toContainText('Damaged mattress');
  await expect(letter).toContainText(`Refund to tenant${money(8500)}`);
  await expect(letter).toContainText('Rupees Eight Thousand Five Hundred Only');
  await expect(letter).toContainText('Signature of tenant');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(letter).toContainText('Authorised signatory');
  await page.screenshot({ path: testInfo.outputPath('settlement-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(letter).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('settlement-375.png'), fullPage: true });

  // Settling twice is refused; the tenant has left.
  const again = await request.post(`/api/bookings/${booking.id}/settle`, {
    headers,
    data: { checkout_date: today },
  });
  expect(again.status()).toBe(409);
  const after = (await (await request.get(`/api/tenants/${tenant.id}`, { headers })).json()) as {
    left_at: string | null;
  };
  expect(after.left_at).toBe(today);
});

test('rent receipts for HRA: one page per month chosen, with the landlord and a revenue stamp for cash', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { branch, base, tenant, tenantName, today, post } = await makeBranchWithBooking(
    request,
    'HRA',
    'Jayanagar',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  await post(`${base}/payments`, { tenant_id: tenant.id, amount: 6000, method: 'cash', date: today });
  // The landlord's details are the branch's payment details.
  const details = await request.put(`${base}/payment-details`, {
    headers,
    data: { landlord_name: 'Ramesh Gupta', landlord_pan: 'ABCDE1234F', landlord_address: '12 MG Road' },
  });
  expect(details.ok()).toBe(true);

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto(`/tenants/${tenant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();
  await page.getByRole('button', { name: 'Rent receipts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rent receipts' });
  const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${today.slice(0, 7)}-01T00:00:00Z`),
  );
  await expect(dialog.getByRole('checkbox', { name: month })).toBeChecked();
  await dialog.getByRole('button', { name: 'Print receipts' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/tenants/${tenant.id}/rent-receipts\\?months=${today.slice(0, 7)}$`),
  );
  const receipt = page.getByRole('article', { name: `Rent receipt ${month}` });
  await expect(receipt).toContainText(tenantName);
  await expect(receipt).toContainText(money(6000));
  await expect(receipt).toContainText('Rupees Six Thousand Only');
  await expect(receipt).toContainText('Revenue stamp to be affixed');
  await expect(receipt).toContainText('Signature of landlord');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(receipt).toContainText('ABCDE1234F');
  await expect(receipt).toContainText('Ramesh Gupta');
  await expect(receipt).toContainText('12 MG Road');
  await page.screenshot({ path: testInfo.outputPath('rent-receipt-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(receipt).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('rent-receipt-375.png'), fullPage: true });
});

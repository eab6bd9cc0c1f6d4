import { expect, type Page, test } from '@playwright/test';
import { makeBranchWithBooking, money } from '../support/data';
import { ownerToken, signInAsOwner } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

/** No part of the page is wider than the window (a phone must not scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const monthOf = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 7)}-01T00:00:00Z`),
  );

test('a deposit due is on Dues in its own column, is collected from there, and its receipt says what it is for', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { branch, base, booking, tenant, tenantName, today, firstDue, post } = await makeBranchWithBooking(
    request,
    'DDU',
    'Koramangala',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  expect(
    (await request.put(`/api/bookings/${booking.id}/deposit`, { headers, data: { deposit: 8000 } })).ok(),
  ).toBe(true);
  const rent = await post<{ id: string }>(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: firstDue,
    method: 'cash',
    date: today,
  });

  // The rent is paid; the deposit is not, and the Dues page says so apart from rent.
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Dues');
  const row = page.getByRole('row').filter({ hasText: tenantName });
  await expect(row).toContainText(money(8000));
  await expect(page.getByRole('columnheader', { name: 'Deposit due' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Due' })).toContainText(money(0));
  await expect(page.getByRole('region', { name: 'Deposits Held' })).toContainText(
    `${money(8000)} still to collect`,
  );
  await expect(row.getByRole('button', { name: `Record Payment for ${tenantName}` })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('dues-deposit-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone each tenant is a card: its deposit due is there too.
  await expect(page.getByText(tenantName).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Collect deposit of ${tenantName}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dues-deposit-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The tenant's statement: the balance is settled, the deposit still to pay.
  await page.goto(`/tenants/${tenant.id}`);
  // The statement loads after the tenant's page (slowly on a busy machine): waited for on its own.
  await expect(page.getByTestId('statement-balance')).toHaveText('Settled', { timeout: 30_000 });
  await expect(page.getByTestId('deposit-outstanding')).toHaveText(`${money(8000)} still to pay`);

  // Collected from Dues, as a deposit.
  await openPage(page, 'Dues');
  await row.getByRole('button', { name: `Collect deposit of ${tenantName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Collect deposit' });
  await expect(dialog).toContainText('Security deposit (refundable), kept apart from rent');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('8000');
  await dialog.getByRole('button', { name: 'Collect deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No dues — everyone has paid')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deposits Held' })).toContainText(money(8000));

  // Its receipt says it is a refundable deposit; the rent's names its month.
  const payments = (await (await request.get(`${base}/payments`, { headers })).json()) as {
    items: { id: string; purpose: string }[];
  };
  const deposit = payments.items.find((p) => p.purpose === 'deposit')!;
  await page.goto(`/payments/${deposit.id}/receipt`);
  const receipt = page.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt).toContainText('Security deposit (refundable)');
  await expect(receipt).toContainText(`Received from${tenantName}`);
  await expect(receipt).toContainText(new RegExp(`Receipt No\\. ${branch.code}/\\d{4}-\\d{2}/000002`));
  await page.screenshot({ path: testInfo.outputPath('deposit-receipt-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(receipt).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('deposit-receipt-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/payments/${rent.id}/receipt`);
  await expect(page.getByRole('article', { name: 'Payment receipt' })).toContainText(
    `Rent and charges for ${monthOf(today)}`,
  );
});

test('a settlement pays the refund out with a voucher and applies the deposit without a receipt', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { branch, base, booking, tenant, tenantName, today, post } = await makeBranchWithBooking(
    request,
    'RFV',
    'Malleshwaram',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  expect((await request.post(`/api/bookings/${booking.id}/check-in`, { headers })).ok()).toBe(true);
  await post(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 10000,
    method: 'cash',
    date: today,
    purpose: 'deposit',
  });
  // Leaving today: a day's rent (unpaid) and a deduction come out of the deposit, the rest goes back.
  const settled = await request.post(`/api/bookings/${booking.id}/settle`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      checkout_date: today,
      deductions: [{ reason: 'Lost key', amount: 500 }],
      refund_method: 'upi',
      refund_reference: '998877665544',
    },
  });
  expect(settled.status()).toBe(200);
  const { refund, deposit_applied } = (await settled.json()) as { refund: number; deposit_applied: number };
  const payments = (await (await request.get(`${base}/payments`, { headers })).json()) as {
    items: { id: string; purpose: string; receipt_number: string | null }[];
  };
  const voucher = payments.items.find((p) => p.purpose === 'refund')!;
  const applied = payments.items.find((p) => p.purpose === 'deposit_applied')!;
  expect([voucher.receipt_number, applied.receipt_number]).toEqual([null, null]);

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Payments');
  const refundRow = page.getByRole('row').filter({ hasText: money(refund) });
  await expect(refundRow.getByRole('link', { name: `Refund voucher for ${tenantName}` })).toBeVisible();

  await page.goto(`/payments/${voucher.id}/receipt`);
  const doc = page.getByRole('article', { name: 'Refund voucher' });
  await expect(doc).toContainText('Refund Voucher');
  await expect(doc).toContainText(`Paid to${tenantName}`);
  await expect(doc).toContainText(`Amount paid out${money(refund)}`);
  await expect(doc).toContainText('Deposit refund');
  await expect(doc).toContainText('998877665544');
  await expect(doc).toContainText('Received by the tenant');
  await expect(doc).not.toContainText('Receipt No.');
  await expect(doc).not.toContainText('Received from');
  await page.screenshot({ path: testInfo.outputPath('refund-voucher-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(doc).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('refund-voucher-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/payments/${applied.id}/receipt`);
  const adjustment = page.getByRole('article', { name: 'Deposit adjustment' });
  await expect(adjustment).toContainText(`Amount applied${money(deposit_applied)}`);
  await expect(adjustment).toContainText('No money changed hands');
  await expect(adjustment).not.toContainText('Receipt No.');
  await expect(adjustment).not.toContainText('Payment method');
  await page.screenshot({ path: testInfo.outputPath('adjustment-1280.png'), fullPage: true });
});

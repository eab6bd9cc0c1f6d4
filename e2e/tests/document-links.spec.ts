import { expect, type Page, test } from '@playwright/test';
import { makeBranchWithBooking, money } from '../support/data';
import { PHONE } from '../support/phone';
import { ownerToken, signInAsOwner } from '../support/session';

/** Copies a document's signed link from its page ('Copy link' where the browser cannot share). */
async function copyLink(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expect(
    page.getByText(/Anyone with this link can open .* until \d\d\/\d\d\/\d{4}, without signing in\./),
  ).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toMatch(/\/tenant-app#doc=[\w-]+\.[\w-]+$/);
  return address;
}

test("a receipt's and a statement's links open on a phone without signing in; an altered one is refused", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const fixture = await makeBranchWithBooking(request, 'DOC', 'Indiranagar');
  const { base, tenant, tenantName, post, firstDue } = fixture;
  const payment = await post<{ id: string; receipt_number: string }>(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 300,
    method: 'cash',
    date: fixture.today,
  });
  const token = await ownerToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const details = await request.put(`${base}/payment-details`, {
    headers: auth,
    data: { upi_id: 'owner@okaxis', payee_name: 'Sri Sai PG' },
  });
  expect(details.ok()).toBe(true);
  // The payment page a reminder links to.
  const pay = await request.post(`/api/tenants/${tenant.id}/pay-link`, { headers: auth });
  expect(pay.ok()).toBe(true);
  const payLink = `/tenant-app#doc=${(await pay.json()).token}`;

  await signInAsOwner(page);
  const receiptLink = await copyLink(page, `/payments/${payment.id}/receipt`);
  const statementLink = await copyLink(page, `/tenants/${tenant.id}/statement`);

  // The tenant's phone: no session of the console or of the tenant app.
  const phone = await browser.newContext(PHONE);
  const tab = await phone.newPage();
  await tab.goto(receiptLink);
  await expect(tab.getByText(payment.receipt_number).first()).toBeVisible();
  await expect(tab.getByText(money(300)).first()).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(tab.getByText(/This link opens until/)).toBeVisible();
  await tab.screenshot({ path: testInfo.outputPath('receipt-link-375.png'), fullPage: true });

  await tab.goto(statementLink);
  await expect(tab.getByText(tenantName).first()).toBeVisible();
  await expect(tab.getByRole('table', { name: 'Statement' })).toContainText(money(300));

  // The payment page: what is owed now (the first instalment, one day's rent at the least, less
  // the payment), the QR code and the link that opens a UPI app.
  const owed = firstDue - 300;
  await tab.goto('about:blank');
  await tab.goto(payLink);
  await expect(tab.getByText(money(owed), { exact: true })).toBeVisible();
  await expect(
    tab.getByRole('img', { name: `UPI QR code to pay ${money(owed)} to Sri Sai PG` }),
  ).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Pay by UPI', exact: true })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=owner@okaxis/,
  );
  await tab.screenshot({ path: testInfo.outputPath('pay-link-375.png'), fullPage: true });

  // One character changed: refused in the tenant's words, with nothing of the document.
  const altered = statementLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await tab.goto('about:blank');
  await tab.goto(altered);
  await expect(tab.getByRole('alert')).toHaveText('This link is not valid. Ask your PG for a new one.');
  await expect(tab.getByText(tenantName)).toHaveCount(0);
  await tab.screenshot({ path: testInfo.outputPath('refused-link-375.png'), fullPage: true });
  await phone.close();
});

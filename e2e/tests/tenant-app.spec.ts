import { expect, test } from '@playwright/test';
import { makeBranchWithBooking, money, photoPng } from '../support/data';
import { PHONE } from '../support/phone';
import { ownerToken, signInAsOwner } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

test('staff invite a tenant; on a phone the tenant sets a PIN, sees what they owe and sends the UTR; staff confirm on Dues; the tenant sees the receipt', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { branch, base, tenant, tenantName, phone, firstDue } = await makeBranchWithBooking(
    request,
    'TAPP',
    'Koramangala',
  );
  const token = await ownerToken(request);
  const details = await request.put(`${base}/payment-details`, {
    headers: { authorization: `Bearer ${token}` },
    data: { upi_id: 'owner@okaxis', payee_name: 'Sri Sai PG' },
  });
  expect(details.ok()).toBe(true);

  // Staff: 'Invite to the tenant app' on the tenant's page gives the link and its QR code.
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto(`/tenants/${tenant.id}`);
  await page.getByRole('button', { name: 'Invite to the tenant app' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to the tenant app' });
  await expect(
    invite.getByRole('img', { name: `QR code of the tenant app invite for ${tenantName}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(invite.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91/,
  );
  const link = (await invite.getByTestId('tenant-invite-link').textContent())!;
  expect(link).toMatch(/\/tenant-app#invite=/);
  await invite.getByRole('button', { name: 'Close' }).first().click();

  // The tenant, on their phone: the link, a PIN, and what they owe.
  const phoneContext = await browser.newContext({ ...PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const tenantPage = await phoneContext.newPage();
  await tenantPage.goto(link);
  await tenantPage.getByLabel('PIN (6 digits)').fill('482913');
  await tenantPage.getByLabel('PIN again').fill('482913');
  await tenantPage.getByRole('button', { name: 'Set PIN' }).click();
  await expect(tenantPage.getByRole('heading', { name: 'What I owe' })).toBeVisible();
  await expect(tenantPage.getByText(money(firstDue)).first()).toBeVisible();
  // The token is gone from the address.
  expect(tenantPage.url()).not.toContain('invite=');

  // Signing out and in again with phone and PIN.
  await tenantPage.getByRole('button', { name: 'Sign out' }).click();
  await tenantPage.getByLabel('Phone number').fill(phone);
  await tenantPage.getByLabel('PIN').fill('000000');
  await tenantPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(tenantPage.getByText('Wrong phone number or PIN')).toBeVisible();
  await tenantPage.getByLabel('PIN').fill('482913');
  await tenantPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(tenantPage.getByRole('heading', { name: 'What I owe' })).toBeVisible();

  // Pay: the UPI QR code and link with the amount, then 'I have paid' with the UTR.
  await tenantPage
    .getByRole('navigation', { name: 'Tenant app' })
    .getByRole('link', { name: 'Pay', exact: true })
    .click();
  await expect(
    tenantPage.getByRole('img', { name: `UPI QR code to pay ${money(firstDue)} to Sri Sai PG` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(tenantPage.getByRole('link', { name: 'Pay by UPI' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=owner@okaxis/,
  );
  const utr = String(Math.floor(Math.random() * 1e12)).padStart(12, '7');
  await tenantPage.getByLabel('UTR (12 digits)').fill(utr);
  await tenantPage.getByRole('button', { name: 'Send' }).click();
  await expect(tenantPage.getByText('Sent. It is awaiting confirmation.')).toBeVisible();
  const width = await tenantPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // Staff confirm it on Dues.
  await openPage(page, 'Dues');
  const awaiting = page.getByRole('region', { name: 'Awaiting confirmation' });
  await expect(awaiting.getByText(`UTR ${utr}`)).toBeVisible();
  await awaiting.getByRole('button', { name: `Confirm, ${tenantName} ${money(firstDue)}` }).click();
  await expect(awaiting).toHaveCount(0);

  // The tenant sees the receipt.
  await tenantPage
    .getByRole('navigation', { name: 'Tenant app' })
    .getByRole('link', { name: 'Payments', exact: true })
    .click();
  await expect(tenantPage.getByText('Received')).toBeVisible();
  await tenantPage.getByRole('link', { name: new RegExp(`Receipt ${branch.code}/`) }).click();
  await expect(tenantPage.getByText(tenantName).first()).toBeVisible();
  await expect(tenantPage.getByText(new RegExp(`${branch.code}/\\d{4}-\\d{2}/000001`)).first()).toBeVisible();
  await phoneContext.close();
});

test('on a phone the tenant raises a complaint with a photo; staff see it, reply and resolve it with a note; the tenant sees the reply and the status; a notice from the branch reaches the tenant', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { branch, base, tenant } = await makeBranchWithBooking(request, 'TCMP', 'HSR Layout');
  const token = await ownerToken(request);
  const invited = await request.post(`/api/tenants/${tenant.id}/app-invite`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const link = `/tenant-app#invite=${((await invited.json()) as { token: string }).token}`;
  expect(base).toContain(branch.id);

  const phoneContext = await browser.newContext({ ...PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const tenantPage = await phoneContext.newPage();
  await tenantPage.goto(link);
  await tenantPage.getByLabel('PIN (6 digits)').fill('135790');
  await tenantPage.getByLabel('PIN again').fill('135790');
  await tenantPage.getByRole('button', { name: 'Set PIN' }).click();
  await tenantPage
    .getByRole('navigation', { name: 'Tenant app' })
    .getByRole('link', { name: 'Complaints', exact: true })
    .click();
  await tenantPage.getByLabel('What is it about').fill('Plumbing');
  await tenantPage.getByLabel('What is wrong').fill('The tap in the bathroom leaks');
  await tenantPage
    .getByLabel(/^Photos \(optional/)
    .setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(tenantPage.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
  await tenantPage.getByRole('button', { name: 'Raise complaint' }).click();
  const mine = tenantPage.getByRole('list', { name: 'My complaints' });
  await expect(mine.getByText('Open')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Plumbing complaint, 1' })).toBeVisible();

  // Staff see it with the photo and the tenant's room, reply, and resolve it with a note.
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto('/complaints');
  const row = page.getByRole('row').filter({ hasText: 'The tap in the bathroom leaks' });
  await expect(row).toContainText('Room ');
  await row.getByRole('button', { name: /^Open .* Plumbing complaint$/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('img', { name: /Plumbing complaint, 1$/ })).toBeVisible();
  await details.getByRole('textbox', { name: 'Reply' }).fill('The plumber comes at 5 pm');
  await details.getByRole('button', { name: 'Send reply' }).click();
  await expect(details.getByText('The plumber comes at 5 pm')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Update status of / }).click();
  await page.getByRole('menuitem', { name: 'Mark as resolved' }).click();
  const resolveDialog = page.getByRole('dialog', { name: 'Mark as resolved' });
  await resolveDialog.getByLabel('How was it resolved').fill('Tap washer replaced');
  await resolveDialog.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(page.getByText('Complaint marked as resolved')).toBeVisible();

  await tenantPage.reload();
  await expect(mine.getByText('Resolved')).toBeVisible();
  await mine.getByRole('button', { name: /^Replies \(2\)$/ }).click();
  await expect(mine.getByText('The plumber comes at 5 pm')).toBeVisible();
  await expect(mine.getByText('Tap washer replaced')).toBeVisible();

  // A notice from the branch reaches the tenant's home.
  const posted = await request.post(`${base}/notices`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Water off on Sunday', body: 'From 10 to 12 for tank cleaning' },
  });
  expect(posted.status()).toBe(201);
  await tenantPage
    .getByRole('navigation', { name: 'Tenant app' })
    .getByRole('link', { name: 'What I owe', exact: true })
    .click();
  await expect(tenantPage.getByRole('region', { name: 'Latest notice' })).toContainText(
    'Water off on Sunday',
  );
  await phoneContext.close();
});

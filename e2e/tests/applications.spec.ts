import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { photoPng, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/** Reads the text a QR code image (a PNG data URL) encodes. */
function decodeQr(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

test('an applicant applies from the QR code; staff see the notification and approve', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = uid();
  const code = `APP_${id}`;
  const branchName = `Applications ${id}`;
  const applicant = `Asha Rao ${id}`;
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, code, branchName);

  // Staff: the QR dialog of the selected branch.
  await signInAsOwner(page);
  await selectBranch(page, code);
  await page.getByRole('button', { name: 'Tenant application QR code' }).click();
  const qrDialog = page.getByRole('dialog', { name: 'Tenant Application QR Code' });
  await expect(qrDialog.getByText('Scan this QR code to open the tenant application form')).toBeVisible();
  const qrImage = qrDialog.getByRole('img', { name: /QR code of the tenant application form/ });
  await expect(qrImage).toBeVisible();
  expect(await qrImage.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    300, 300,
  ]);
  const src = (await qrImage.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  const address = decodeQr(src);
  expect(address).toBe(`${baseURL}/tenant-application?branch=${code}`);
  const download = qrDialog.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', `tenant-application-qr-${code}.png`);
  await expect(qrDialog.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(qrDialog).toBeHidden();

  // Applicant: a fresh browser with no session, on a phone-sized screen, opens the address.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL });
  const form = await phone.newPage();
  // A visitor's page has no session to restore, and asks for none.
  const sessionCalls: string[] = [];
  form.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/auth')) sessionCalls.push(r.url());
  });
  await form.goto(address);
  await expect(form.getByRole('heading', { name: 'Tenant Application Form' })).toBeVisible();
  await expect(form.getByText('Please fill in your details to apply for PG accommodation')).toBeVisible();
  await expect(form.getByLabel('Branch', { exact: true })).toHaveValue(code);
  await expect(form.getByText(`Applying to ${branchName} (${code})`)).toBeVisible();
  await expect(form.getByLabel('Selfie (optional)', { exact: true })).toHaveAttribute('capture', 'user');

  // The spec's messages, before anything is sent.
  await form.getByLabel('Aadhar Number', { exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Aadhar number must be 12 digits')).toBeVisible();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Please give your consent to continue')).toBeVisible();
  await form.getByLabel('Aadhar Number', { exact: true }).fill('12345678901a');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Aadhar number must contain only digits')).toBeVisible();

  await form.getByLabel('Full Name', { exact: true }).fill(applicant);
  await form.getByLabel('Mobile Number', { exact: true }).fill('98765 43210');
  await form.getByLabel('Aadhar Number', { exact: true }).fill('2345 6789 0123');
  await form.getByLabel('Selfie (optional)', { exact: true }).setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  await expect(form.getByRole('img', { name: 'Chosen selfie' })).toBeVisible();
  await form.getByLabel('Aadhar Photo (optional)', { exact: true }).setInputFiles({
    name: 'aadhar.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  // Nothing on the page is wider than the phone.
  expect(await form.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(
    form.getByText(
      'Thank you for submitting your tenant application. We will review it and get back to you soon.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel('Aadhar Number', { exact: true })).toHaveCount(0);
  expect(sessionCalls).toEqual([]);
  await phone.close();

  // Staff: the bell counts the new application; its entry leads to the application.
  await page.reload();
  await selectBranch(page, code);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const entry = page.getByRole('menuitem', { name: /New tenant application/ });
  await expect(entry).toContainText(`${applicant} applied for accommodation`);
  await entry.click();
  await expect(page).toHaveURL(/\/applications\?id=/);
  const detail = page.getByRole('dialog', { name: applicant });
  await expect(detail.getByText('XXXX XXXX 0123')).toBeVisible();
  await expect(detail.getByRole('img', { name: `Selfie of ${applicant}` })).toBeVisible();
  // The Aadhar card's photo is revealed like the number: on demand, audited.
  const cardPhoto = detail.getByRole('img', { name: `Aadhar photo of ${applicant}` });
  await expect(cardPhoto).toHaveCount(0);
  const photoRevealed = page.waitForResponse((r) => r.url().includes('/photos/aadhar_photo'));
  await detail.getByRole('button', { name: 'Reveal photo' }).click();
  expect((await photoRevealed).status()).toBe(200);
  await expect(cardPhoto).toBeVisible();
  await expect(detail.getByText('This reveal was recorded in the audit log under your name.')).toBeVisible();
  await detail.getByRole('button', { name: 'Hide photo' }).click();
  await expect(cardPhoto).toHaveCount(0);
  // The owner (a super admin) may reveal the number; the reveal is audited.
  await detail.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(detail.getByText('2345 6789 0123')).toBeVisible();
  await detail.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(detail.getByText('2345 6789 0123')).toHaveCount(0);

  await detail.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve this application?' });
  await confirm.getByRole('button', { name: 'Approve and add tenant' }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  await expect(detail.getByText('Approved', { exact: true })).toBeVisible();
  // The confirmation must be gone before the detail is closed, or the key would go to it.
  await expect(confirm).toBeHidden();
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();

  // The list: no longer pending, now under Approved, masked.
  const inbox = page.getByRole('table', { name: 'Tenant applications' });
  await expect(inbox.getByText(applicant)).toHaveCount(0);
  await page.getByRole('tab', { name: /Approved/ }).click();
  await expect(inbox.getByRole('row', { name: new RegExp(applicant) })).toContainText('XXXX XXXX 0123');

  // The tenant exists in the branch, with the applicant's name and number: on the Tenants page...
  await inbox.getByRole('button', { name: `View application of ${applicant}` }).click();
  await detail.getByRole('link', { name: 'Open in Tenants' }).click();
  await expect(page).toHaveURL(/\/tenants/);
  await expect(page.getByText(applicant).first()).toBeVisible();
  // ...and through the API.
  const tenants = await request.get(`/api/branches/${branch.id}/tenants?q=${encodeURIComponent(applicant)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(tenants.ok()).toBe(true);
  const found = (await tenants.json()) as { items: { name: string; phone: string }[] };
  expect(found.items).toEqual([expect.objectContaining({ name: applicant, phone: '+919876543210' })]);

  // Mark all as read clears the badge.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { addDays, ddmmyyyy, makeBranchWithBooking, money } from '../support/data';
import { ownerToken, signInAsOwner } from '../support/session';
import { openPage, selectBranch } from '../support/ui';

/** Reads the text of the QR code an <img> shows (a PNG data URL). */
async function decodeQrImage(image: Locator): Promise<string> {
  // The statement loads, then the QR code library, then the image is drawn: slow on a busy machine.
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 30_000 });
  const src = (await image.getAttribute('src'))!;
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: outputPath(`${name}-375.png`), fullPage: true });
  expect(width, `${name} is ${width} px wide`).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a branch UPI ID gives a QR code of the exact UPI link, and reminders go out as WhatsApp links to the payment page', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { id, branch, base, tenant, tenantName, phone, today, firstDue, post } = await makeBranchWithBooking(
    request,
    'UPI',
    'Indiranagar',
  );
  // A second tenant, ten days late: overdue.
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const beds = (await (await request.get(`${base}/beds`, { headers })).json()) as {
    items: { room_id: string }[];
  };
  const bedB = await post<{ id: string }>(`${base}/beds`, {
    room_id: beds.items[0]!.room_id,
    bed_number: 'B',
    bed_type: 'single',
    base_rent_per_day: 500,
  });
  const lateName = `Ravi Late ${id}`;
  const latePhone = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const late = await post<{ id: string }>(`${base}/tenants`, { name: lateName, phone: latePhone });
  await post(`${base}/bookings`, {
    tenant_id: late.id,
    bed_id: bedB.id,
    start_date: addDays(today, -10),
    end_date: addDays(today, 20),
  });

  // WhatsApp itself is not reached from the tests: the chat a reminder opens is answered here.
  const chats: string[] = [];
  await page.context().route('https://wa.me/**', (route) => {
    chats.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });

  await signInAsOwner(page);
  await selectBranch(page, branch.code);

  // No UPI ID yet: the tenant's statement says where to set it.
  await page.goto(`/tenants/${tenant.id}`);
  await expect(page.getByText('Set the branch UPI ID in Payment details')).toBeVisible();

  // Payment details on the Branches page: a bad UPI ID is refused on its field.
  await openPage(page, 'Branches');
  await page.getByRole('searchbox', { name: 'Search branches' }).fill(branch.code);
  await page.getByRole('button', { name: `Edit branch ${branch.code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Branch' });
  await dialog.getByLabel('UPI ID').fill('owner.okaxis');
  await dialog.getByLabel('Landlord PAN').fill('ABC123');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Enter a UPI ID such as owner@okaxis (name@handle)')).toBeVisible();
  await expect(dialog.getByText('Enter a PAN of 10 characters')).toBeVisible();
  await dialog.getByLabel('UPI ID').fill('Owner@OKAXIS');
  await dialog.getByLabel('Payee name').fill('Sri Sai PG & Hostel');
  await dialog.getByLabel('Landlord name').fill('Ravi Kumar');
  await dialog.getByLabel('Landlord PAN').fill('abcde1234f');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Branch updated successfully')).toBeVisible();

  const due = firstDue;
  const upi = `upi://pay?pa=owner@okaxis&pn=Sri%20Sai%20PG%20%26%20Hostel&am=${due.toFixed(2)}&cu=INR&tn=Rent%20Asha%20Rao%20${id}`;
  /** The reminder's message, with `link` where it says how to pay. */
  const messageWith = (link: string) =>
    `Hello ${tenantName}, this is a reminder from Indiranagar ${id}: your rent of ${money(due)}, due on ${ddmmyyyy(today)}, is still unpaid.\nPay by UPI: ${link}\nThank you.`;
  /** The chat a reminder opened: the tenant's, and the address of the payment page its message carries. */
  const chatOf = (address: string, mobile: string) => {
    const chat = new URL(address);
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/91${mobile}`);
    const text = chat.searchParams.get('text') ?? '';
    const payPage = /Pay by UPI: (\S+)\n/.exec(text)?.[1] ?? '';
    expect(payPage).toMatch(/^http:\/\/[^/]+\/tenant-app#doc=[\w-]+\.[\w-]+$/);
    return { text, payPage };
  };

  // The tenant's statement: the QR code reads as the exact UPI link; 'Send reminder' opens the chat.
  await page.goto(`/tenants/${tenant.id}`);
  const collect = page.getByRole('region', { name: 'Collect' });
  const qr = collect.getByRole('img', { name: `UPI QR code to pay ${money(due)} to Sri Sai PG & Hostel` });
  expect(await decodeQrImage(qr)).toBe(upi);
  await expect(collect.getByRole('link', { name: 'Pay by UPI' })).toHaveAttribute('href', upi);
  const send = collect.getByRole('button', { name: `Send reminder to ${tenantName}` });
  await screenshots(page, 'tenant', testInfo.outputPath.bind(testInfo));

  const popup = page.waitForEvent('popup');
  await send.click();
  const chatTab = await popup;
  await chatTab.waitForURL(/^https:\/\/wa\.me\//);
  expect(await chatTab.evaluate(() => window.opener)).toBeNull();
  await chatTab.close();
  await expect(collect.getByText('Reminded today')).toBeVisible();
  expect(chats).toHaveLength(1);
  // The message carries a link to the tenant's payment page, which WhatsApp shows as a link (a
  // upi:// one is plain text there): it opens on the tenant's phone without signing in.
  const { text, payPage } = chatOf(chats[0]!, phone);
  expect(text).toBe(messageWith(payPage));
  const tenantPhone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const payTab = await tenantPhone.newPage();
  await payTab.goto(payPage);
  await expect(payTab.getByText(money(due), { exact: true })).toBeVisible();
  expect(
    await decodeQrImage(
      payTab.getByRole('img', { name: `UPI QR code to pay ${money(due)} to Sri Sai PG & Hostel` }),
    ),
  ).toBe(upi);
  await payTab.screenshot({ path: testInfo.outputPath('reminder-pay-page-375.png'), fullPage: true });
  await tenantPhone.close();

  // The Dues page: each row has its reminder and its QR code; the reminded one says so.
  await openPage(page, 'Dues');
  const dues = page.getByRole('table', { name: 'Dues' });
  const row = dues.getByRole('row').filter({ hasText: tenantName });
  await expect(row.getByText('Reminded today')).toBeVisible();
  await expect(row.getByRole('button', { name: `Send reminder to ${tenantName}` })).toBeVisible();
  await row.getByRole('button', { name: `UPI QR code for ${tenantName}` }).click();
  const qrDialog = page.getByRole('dialog', { name: 'Pay by UPI' });
  expect(await decodeQrImage(qrDialog.getByRole('img'))).toBe(upi);
  // The QR is saved as an image to send on (a PNG of the same code).
  const save = qrDialog.getByRole('link', { name: 'Save image' });
  await expect(save).toHaveAttribute('download', `upi-qr-${due}.png`);
  await expect(save).toHaveAttribute('href', /^data:image\/png;base64,/);
  await qrDialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(qrDialog).toBeHidden();
  await screenshots(page, 'dues', testInfo.outputPath.bind(testInfo));

  // The same details, for admins (who do not manage branches), from the Dues page.
  await page.getByRole('button', { name: 'Payment details' }).click();
  const details = page.getByRole('dialog', { name: 'Payment details' });
  await expect(details.getByLabel('UPI ID')).toHaveValue('owner@okaxis');
  await expect(details.getByLabel('Landlord PAN')).toHaveValue('ABCDE1234F');
  await details.getByLabel('Landlord PAN').fill('ABCDE1234');
  await details.getByRole('button', { name: 'Save payment details' }).click();
  await expect(details.getByText('Enter a PAN of 10 characters')).toBeVisible();
  await details.getByLabel('Landlord PAN').fill('PQRST6789Z');
  await details.getByRole('button', { name: 'Save payment details' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText('Payment details saved')).toBeVisible();

  // 'Remind all overdue': only the late tenant, whose chat 'Send reminder' opens, with their own
  // payment page.
  await page.getByRole('button', { name: 'Remind all overdue' }).click();
  const walk = page.getByRole('dialog', { name: 'Remind all overdue' });
  await expect(walk.getByText('Tenant 1 of 1')).toBeVisible();
  await expect(walk.getByText(lateName)).toBeVisible();
  const latePopup = page.waitForEvent('popup');
  await walk.getByRole('button', { name: `Send reminder to ${lateName}` }).click();
  const lateTab = await latePopup;
  await lateTab.waitForURL(/^https:\/\/wa\.me\//);
  await lateTab.close();
  expect(chats).toHaveLength(2);
  const lateChat = chatOf(chats[1]!, latePhone);
  expect(lateChat.text).toMatch(new RegExp(`^Hello Ravi Late ${id}, `));
  expect(lateChat.payPage).not.toBe(payPage);
  await expect(walk.getByText('Reminded today')).toBeVisible();
  await walk.getByRole('button', { name: 'Finish' }).click();
  await expect(walk.getByText('The overdue tenant has been gone through.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The printable statement: shared as a link to print where the browser cannot share.
  await page.goto(`/tenants/${tenant.id}/statement`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
});

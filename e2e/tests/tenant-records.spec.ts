import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDays, ddmmyyyy, makeBranchWithBooking, photoPng } from '../support/data';
import { ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

// A real Aadhaar-shaped number: 12 digits whose last passes the Verhoeff checksum.
const AADHAAR = '234567890124';
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: photoPng() });

test("a tenant's records: profile with an Aadhaar and a photo, the verification form, the data export, erasure once left", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { branch, booking, tenant, tenantName, today } = await makeBranchWithBooking(
    request,
    'REC',
    'Records',
  );
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  // The owner, as the branch's payment details name them, heads the verification form.
  const details = await request.put(`/api/branches/${branch.id}/payment-details`, {
    headers,
    data: { landlord_name: 'Suresh Gowda', landlord_address: '4 Lake Road, Bengaluru 560034' },
  });
  expect(details.status()).toBe(200);
  // Every answer the console gives in this scenario, to look for the full Aadhar number in them.
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && !response.url().includes('/photo'))
      answers.push(response.text().catch(() => ''));
  });

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto(`/tenants/${tenant.id}`);
  const records = page.getByRole('region', { name: 'Records' });
  await expect(records.getByText('Not started')).toBeVisible();

  // The profile, as the police verification form asks for it.
  await records.getByRole('button', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit profile' });
  await profile.getByLabel("Father's or guardian's name").fill('Ramesh Rao');
  await profile.getByLabel('Date of birth').fill('14/03/2030');
  await profile.getByLabel('Permanent address').fill('12 Temple Street, Mysuru 570001');
  await profile.getByLabel('Occupation').fill('Software engineer');
  await profile.getByLabel('Emergency contact name').fill('Lakshmi Rao');
  await profile.getByLabel('Relation').fill('Mother');
  await profile.getByLabel('Emergency contact phone').fill('9812345678');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  // A date of birth in the future is refused on its field, and nothing typed is lost.
  await expect(profile.getByText('Date of birth cannot be in the future')).toBeVisible();
  await expect(profile.getByLabel('Permanent address')).toHaveValue('12 Temple Street, Mysuru 570001');
  await profile.getByLabel('Date of birth').fill('14/03/1999');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile).toBeHidden();
  await expect(records.getByText('Ramesh Rao')).toBeVisible();
  await expect(records.getByText('14/03/1999')).toBeVisible();
  await expect(records.getByText('Lakshmi Rao (Mother) +91 98123 45678')).toBeVisible();

  // The tenant's photo.
  await records.getByRole('button', { name: 'Add photo' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Tenant photo' });
  await photoDialog.getByLabel('Photo', { exact: true }).setInputFiles(photo('face.png'));
  await photoDialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(photoDialog).toBeHidden();
  await expect(records.getByRole('button', { name: 'Change photo' })).toBeVisible();

  // An Aadhaar card: a wrong checksum is refused before it is sent, then the real one is kept masked.
  await records.getByRole('button', { name: 'Add ID document' }).click();
  const documentDialog = page.getByRole('dialog', { name: 'Add ID document' });
  await documentDialog.getByLabel('ID number').fill('2345 6789 0123');
  await documentDialog.getByRole('button', { name: 'Add document' }).click();
  await expect(
    documentDialog.getByText('This is not a valid Aadhar number. Please check the digits.'),
  ).toBeVisible();
  await documentDialog.getByLabel('ID number').fill('2345 6789 0124');
  await documentDialog.getByLabel('Front photo', { exact: true }).setInputFiles(photo('front.png'));
  await documentDialog.getByRole('button', { name: 'Add document' }).click();
  await expect(documentDialog).toBeHidden();
  await expect(records.getByText('XXXX XXXX 0124')).toBeVisible();

  // Police verification: submitted to the station.
  await records.getByRole('button', { name: 'Update verification' }).click();
  const verification = page.getByRole('dialog', { name: 'Update verification' });
  await verification.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Submitted' }).click();
  await verification.getByLabel('Date submitted').fill('20/11/2026');
  await verification.getByLabel('Police station').fill('Koramangala');
  await verification.getByLabel('Reference number').fill('KRM-2026-0042');
  await verification.getByRole('button', { name: 'Save' }).click();
  await expect(verification).toBeHidden();
  await expect(
    records.getByText('Submitted on 20/11/2026 at Koramangala, reference KRM-2026-0042.'),
  ).toBeVisible();

  // The verification form prints the masked number and the photo.
  await records.getByRole('link', { name: 'Print verification form' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id}/verification-form$`));
  const form = page.getByRole('article', { name: 'Tenant verification form' }).first();
  await expect(form.getByText(tenantName)).toBeVisible();
  await expect(form.getByText('XXXX XXXX 0124')).toBeVisible();
  await expect(form.getByText('Ramesh Rao')).toBeVisible();
  await expect(form.getByText('Suresh Gowda')).toBeVisible();
  const face = form.getByRole('img', { name: `Photo of ${tenantName}` });
  await expect(face).toBeVisible();
  await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.content()).not.toContain(AADHAAR);
  await page.getByRole('link', { name: 'Back to tenant' }).click();

  // The tenant's data, as a file: everything held, the Aadhar number masked.
  const downloading = page.waitForEvent('download');
  await records.getByRole('button', { name: 'Download data' }).click();
  const download = await downloading;
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported).toContain('Ramesh Rao');
  expect(exported).toContain('0124');
  expect(exported).not.toContain(AADHAAR);

  // Erasure is offered once the tenant has left: the booking is cancelled and the departure recorded.
  await expect(records.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
  expect((await request.post(`/api/bookings/${booking.id}/cancel`, { headers })).status()).toBe(200);
  const left = await request.post(`/api/tenants/${tenant.id}/leave`, {
    headers,
    data: { left_at: today },
  });
  expect(left.status()).toBe(200);
  await page.reload();
  await records.getByRole('button', { name: 'Erase personal data' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Erase this tenant's personal data?" });
  await confirm.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(records.getByText(/^Personal data erased on/)).toBeVisible();
  await expect(records.getByText('Ramesh Rao')).toHaveCount(0);
  await expect(records.getByText('No ID documents yet.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible();

  // No answer of the console held the full Aadhar number (nothing was revealed here).
  for (const text of await Promise.all(answers)) expect(text).not.toContain(AADHAAR);
});

test('a tenant checked in over a week ago and not police-verified is flagged on the dashboard, and the flag lists them', async ({
  page,
  request,
}) => {
  const { branch, base, room, tenantName, today, post } = await makeBranchWithBooking(
    request,
    'FLAG',
    'Flags',
  );
  // A second tenant, checked in ten days ago on another bed of the room.
  const bed = await post<{ id: string }>(`${base}/beds`, {
    room_id: room.id,
    bed_number: 'B',
    bed_type: 'single',
    base_rent_per_day: 450,
  });
  const late = await post<{ id: string }>(`${base}/tenants`, {
    name: `Late ${tenantName}`,
    phone: '9876501234',
  });
  const stay = await post<{ id: string }>(`${base}/bookings`, {
    tenant_id: late.id,
    bed_id: bed.id,
    start_date: addDays(today, -10),
    end_date: addDays(today, 20),
  });
  await post(`/api/bookings/${stay.id}/check-in`, {});

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  const flag = page.getByRole('group', { name: 'Verification pending' });
  await flag.getByRole('link', { name: '1 not police-verified 7 days after check-in' }).click();
  await expect(page).toHaveURL(/\/tenants\?compliance=verification_pending$/);
  await expect(
    page.getByText('Showing checked-in tenants not police-verified 7 days after check-in.'),
  ).toBeVisible();
  const list = page.getByRole('region', { name: /Active Tenants/ });
  await expect(list.getByText(`Late ${tenantName}`)).toBeVisible();
  await expect(list.getByText(tenantName, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all tenants' }).click();
  await expect(list.getByText(tenantName, { exact: true })).toBeVisible();
});

test("a foreign national's visa ending soon is warned of and flagged, and Form C prints the full passport number once revealed", async ({
  page,
  request,
}) => {
  const { branch, booking, tenant, tenantName, today, post } = await makeBranchWithBooking(
    request,
    'VISA',
    'Visas',
  );
  await post(`/api/bookings/${booking.id}/check-in`, {});
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto(`/tenants/${tenant.id}`);
  const records = page.getByRole('region', { name: 'Records' });

  // The profile warns as the visa's dates are typed, and saves what the passport shows.
  await records.getByRole('button', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit profile' });
  await profile.getByLabel('Nationality').fill('German');
  await profile.getByLabel('Visa type').fill('Employment');
  const expiry = addDays(today, 10);
  await profile.getByLabel('Visa expiry').fill(ddmmyyyy(expiry));
  await profile.getByLabel('Date of arrival in India').fill(ddmmyyyy(addDays(today, -30)));
  await expect(profile.getByRole('status')).toContainText(
    `The visa expires on ${ddmmyyyy(expiry)}, in 10 days. It is saved as written`,
  );
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile).toBeHidden();
  await expect(records.getByText(`The visa expires on ${ddmmyyyy(expiry)}, in 10 days`)).toBeVisible();

  // The passport, kept masked.
  await records.getByRole('button', { name: 'Add ID document' }).click();
  const documentDialog = page.getByRole('dialog', { name: 'Add ID document' });
  await documentDialog.getByLabel('Type of ID').click();
  await page.getByRole('option', { name: 'Passport' }).click();
  await documentDialog.getByLabel('ID number').fill('C01X00T47');
  await documentDialog.getByRole('button', { name: 'Add document' }).click();
  await expect(documentDialog).toBeHidden();
  await expect(records.getByText('XXXXXX0T47')).toBeVisible();

  // Form C: masked until revealed, then the whole number for the FRRO, and the reveal is audited.
  await records.getByRole('link', { name: 'Print Form C details' }).click();
  const form = page.getByRole('article', { name: 'Form C details' }).first();
  await expect(form.getByText('XXXXXX0T47')).toBeVisible();
  await page.getByRole('button', { name: 'Print the full number' }).click();
  await expect(form.getByText('C01X00T47')).toBeVisible();
  await page.getByRole('button', { name: 'Mask the numbers' }).click();
  await expect(form.getByText('XXXXXX0T47')).toBeVisible();
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const audit = await request.get('/api/audit-log?entity=tenant', { headers });
  const entries: { action: string; entity_id: string }[] = (await audit.json()).items;
  expect(
    entries.filter((e) => e.entity_id === tenant.id && e.action === 'tenant.reveal_id_number'),
  ).toHaveLength(1);

  // The dashboard flags the visa and lists the tenant.
  await page.goto('/');
  const flag = page.getByRole('group', { name: 'Verification pending' });
  await flag
    .getByRole('link', { name: '1 foreign nationals whose visa has ended or ends within 30 days' })
    .click();
  await expect(page).toHaveURL(/\/tenants\?compliance=visa_expiring$/);
  await expect(page.getByRole('region', { name: /Active Tenants/ }).getByText(tenantName)).toBeVisible();
});

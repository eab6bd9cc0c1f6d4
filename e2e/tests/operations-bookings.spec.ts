import { type APIRequestContext, expect, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, nav, selectBranch, typeDate, withoutBranches } from '../support/ui';

/** A branch with one property, floor, room and one bed at ₹500 a day, built through the inventory API. */
async function branchWithBed(request: APIRequestContext, id: string) {
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    if (!res.ok()) throw new Error(`${url}: ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const branch = await createBranch(request, token, `OPS_${id}`, `Operations ${id}`);
  const property = await post(`/api/branches/${branch.id}/properties`, { name: `Lotus ${id}` });
  const floor = await post(`/api/branches/${branch.id}/floors`, {
    property_id: property.id,
    floor_number: 1,
    name: 'First',
  });
  const room = await post(`/api/branches/${branch.id}/rooms`, {
    floor_id: floor.id,
    room_number: '101',
    name: 'Corner',
    capacity: 2,
  });
  await post(`/api/branches/${branch.id}/beds`, {
    room_id: room.id,
    bed_number: 'A',
    bed_type: 'single',
    base_rent_per_day: 500,
  });
  return branch;
}

test('add a tenant, book a bed with the live total, check in and out, and the bed is available again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = uid();
  const branch = await branchWithBed(request, id);
  const tenantName = `Asha ${id}`;
  await signInAsOwner(page);
  await selectBranch(page, branch.code);

  // Tenants: empty, then add one. A bad phone number lands on its field.
  await nav(page, 'Tenants');
  await expect(page.getByRole('heading', { name: 'Active Tenants' })).toBeVisible();
  await expect(page.getByText('No active tenants found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inactive Tenants' })).toBeHidden();
  await page.getByRole('button', { name: 'Add Tenant' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Tenant' });
  await addDialog.getByLabel('Name').fill(tenantName);
  await addDialog.getByLabel('Phone').fill('12345');
  await addDialog.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(addDialog.getByText(/valid Indian mobile number/)).toBeVisible();
  await expect(addDialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await addDialog.getByLabel('Phone').fill('98765 43210');
  await addDialog.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(page.getByText('Tenant added successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  const activeTable = page.getByRole('table', { name: 'Active Tenants' });
  const tenantRow = activeTable.getByRole('row', { name: new RegExp(tenantName) });
  await expect(tenantRow).toContainText('+91 98765 43210');
  await expect(tenantRow).toContainText('Active');
  // Search by phone, typed the way people say it.
  await page.getByLabel('Search tenants by name, phone or email').fill('98765-43210');
  await expect(tenantRow).toBeVisible();
  await page.getByLabel('Search tenants by name, phone or email').fill('nobody-like-this');
  await expect(page.getByText('No active tenants found')).toBeVisible();

  // Bookings: create one and watch the total as the dates change.
  await nav(page, 'Bookings');
  await expect(page.getByText('No bookings found')).toBeVisible();
  await page.getByRole('button', { name: 'Create Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Booking' });
  const total = dialog.getByRole('status', { name: 'Total rent' });
  await expect(total).toContainText('Choose both dates and a bed to see the total.');
  await choose(page, 'Tenant', new RegExp(tenantName), dialog);
  // The dates first: then the beds free on every one of them are offered.
  await typeDate(dialog.getByLabel('Start date'), '01/01/2027');
  await typeDate(dialog.getByLabel('End date'), '01/01/2027');
  await choose(page, 'Bed', /Bed A/, dialog);
  await expect(total).toContainText('₹500.00');
  await expect(total).toContainText('1 day × ₹500.00 a day');
  await typeDate(dialog.getByLabel('End date'), '31/01/2027');
  await expect(total).toContainText('₹15,500.00');
  await expect(total).toContainText('31 days × ₹500.00 a day');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const bookings = page.getByRole('table', { name: 'Bookings' });
  const row = bookings.getByRole('row', { name: new RegExp(tenantName) });
  await expect(row).toContainText('Bed A · Room 101');
  await expect(row).toContainText('01/01/2027 – 31/01/2027');
  await expect(row).toContainText('31 days');
  await expect(row).toContainText('₹15,500.00');
  await expect(row).toContainText('Booked');

  // Dates that overlap it: the bed is not offered.
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await typeDate(dialog.getByLabel('Start date'), '15/01/2027');
  await typeDate(dialog.getByLabel('End date'), '15/02/2027');
  await expect(dialog.getByRole('combobox', { name: 'Bed', exact: true })).toHaveAttribute(
    'placeholder',
    'No bed is free for all of these dates',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Check in (early) is refused: the stay starts in 2027, and the bed stays reserved until then.
  await row.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Check in' }).click();
  await expect(
    page.getByText('This booking starts on 01/01/2027: the tenant can be checked in from that day'),
  ).toBeVisible();
  await expect(row).toContainText('Booked');
  await nav(page, 'Beds');
  const bedRow = page.getByRole('table', { name: 'Beds' }).getByRole('row').filter({ hasText: '101' });
  await expect(bedRow).toContainText('Reserved');

  // The tenant cannot be marked as left while booked.
  await nav(page, 'Tenants');
  await tenantRow.getByRole('button', { name: `Actions for ${tenantName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark as left' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Cancel (confirmed): the bed is available again.
  await nav(page, 'Bookings');
  await row.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /Update booking of/ })).toHaveCount(0);
  await nav(page, 'Beds');
  await expect(bedRow).toContainText('Available');

  // Now the tenant can leave: they move to Inactive Tenants.
  await nav(page, 'Tenants');
  await tenantRow.getByRole('button', { name: `Actions for ${tenantName}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as left' }).click();
  const leave = page.getByRole('dialog', { name: 'Mark as left' });
  await leave.getByRole('button', { name: 'Mark as left' }).click();
  await expect(page.getByText(`${tenantName} marked as left`)).toBeVisible();
  const inactive = page.getByRole('table', { name: 'Inactive Tenants' });
  await expect(inactive.getByRole('row', { name: new RegExp(tenantName) })).toContainText('Inactive');
  await expect(page.getByText('No active tenants found')).toBeVisible();
});

test('tenants and bookings pages ask for a branch when none is chosen', async ({ page }) => {
  await signInAsOwner(page);
  await page.evaluate(() => localStorage.setItem('selectedBranchId', 'none'));
  await withoutBranches(page);
  await page.goto('/tenants');
  await expect(page.getByText('No Branch Selected')).toBeVisible();
  await expect(page.getByText('Please select a branch from the header to view tenants')).toBeVisible();
  await page.goto('/bookings');
  await expect(page.getByText('Please select a branch from the header to view bookings')).toBeVisible();
});

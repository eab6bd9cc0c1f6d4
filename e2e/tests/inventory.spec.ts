import { expect, type Page, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch } from '../support/ui';

/** Opens a page from the sidebar and checks its address and heading. */
async function open(page: Page, label: string, heading: string) {
  await openPage(page, label, heading);
  await expect(page).toHaveURL(new RegExp(`/${label.toLowerCase()}$`));
}

test('a property is built down to a bed through the drill-down, then found on every page', async ({
  page,
  request,
}) => {
  // One long journey through five screens; the shared CI machine can be slow.
  test.setTimeout(240_000);
  const id = uid();
  const code = `INV_${id}`;
  const propertyName = `Sunrise ${id}`;
  await createBranch(request, await ownerToken(request), code, `Inventory ${id}`);
  await signInAsOwner(page);
  await selectBranch(page, code);

  // Properties page: empty branch.
  await open(page, 'Properties', 'PG Management System');
  await expect(page.getByText('No properties added yet')).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });

  // Add a property: the branch defaults to the selected one.
  await page.getByRole('button', { name: 'Add Property' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog.getByRole('combobox', { name: 'Branch' })).toHaveText(code);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(propertyName);
  await dialog.getByLabel('Address').fill('12 MG Road');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Floors panel.
  const floorsPanel = page.getByRole('region', { name: 'Floors' });
  await page.getByRole('button', { name: new RegExp(`^${propertyName}(\\s|$)`) }).click();
  await expect(floorsPanel.getByText('No floors added yet')).toBeVisible();
  await floorsPanel.getByRole('button', { name: 'Add Floor' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Floor' });
  await dialog.getByLabel('Floor Number').fill('1');
  await dialog.getByLabel('Name').fill('First');
  await dialog.getByRole('button', { name: 'Add Floor' }).click();
  await expect(page.getByText('Floor created successfully')).toBeVisible();
  await expect(floorsPanel.getByRole('button', { name: 'Floor 1: First' })).toBeVisible();

  // The same number again: the clash lands on the field, the dialog stays open.
  await floorsPanel.getByRole('button', { name: 'Add Floor' }).click();
  await dialog.getByLabel('Floor Number').fill('1');
  await dialog.getByLabel('Name').fill('Again');
  await dialog.getByRole('button', { name: 'Add Floor' }).click();
  await expect(dialog.getByText('Floor 1 already exists in this property')).toBeVisible();
  await expect(dialog.getByLabel('Floor Number')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Reopened, the dialog starts blank.
  await floorsPanel.getByRole('button', { name: 'Add Floor' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Rooms panel.
  const roomsPanel = page.getByRole('region', { name: 'Rooms' });
  await floorsPanel.getByRole('button', { name: 'Floor 1: First' }).click();
  await expect(roomsPanel.getByText('No rooms added yet')).toBeVisible();
  await roomsPanel.getByRole('button', { name: 'Add Room' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Room' });
  await expect(dialog.getByLabel('Capacity')).toHaveValue('1');
  await dialog.getByLabel('Room Number').fill('101');
  await dialog.getByLabel('Name').fill('Corner');
  await dialog.getByLabel('Capacity').fill('2');
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(page.getByText('Room created successfully')).toBeVisible();
  const roomItem = roomsPanel.getByRole('listitem').filter({ hasText: 'Room 101: Corner' });
  await expect(roomItem.getByText('Standard')).toBeVisible();
  await expect(roomItem.getByText('Capacity: 2')).toBeVisible();

  // Beds panel: the room is attached automatically; the type is free text.
  const bedsPanel = page.getByRole('region', { name: 'Beds' });
  await roomsPanel.getByRole('button', { name: /^Room 101: Corner(\s|$)/ }).click();
  await expect(bedsPanel.getByText('No beds added yet')).toBeVisible();
  await bedsPanel.getByRole('button', { name: 'Add Bed' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Bed' });
  await expect(dialog.getByLabel('Bed Type')).toHaveAttribute('placeholder', 'e.g., single, double, bunk');
  await dialog.getByLabel('Bed Number').fill('A');
  await dialog.getByLabel('Bed Type').fill('bunk');
  await dialog.getByRole('button', { name: 'Add Bed' }).click();
  await expect(dialog.getByText('Enter a rent per day, a rent per month, or both')).toBeVisible();
  await dialog.getByLabel('Rent per day').fill('450');
  await dialog.getByRole('button', { name: 'Add Bed' }).click();
  await expect(page.getByText('Bed created successfully')).toBeVisible();
  await expect(bedsPanel.getByText('Bed A')).toBeVisible();
  await expect(bedsPanel.getByText('₹450.00 per day')).toBeVisible();

  // The stats strip counts it all.
  await expect(stats.getByText('1 available')).toBeVisible();
  await expect(stats.getByText('Total Capacity')).toBeVisible();

  // The drill-down survives a reload (it lives in the address).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Beds' }).getByText('Bed A')).toBeVisible();

  // Floors page, filtered by property (kept in the address).
  await open(page, 'Floors', 'Floors');
  await choose(page, 'Property', propertyName);
  await expect(page).toHaveURL(/[?&]property=/);
  const floorsTable = page.getByRole('table', { name: 'Floors' });
  await expect(floorsTable.getByRole('row').filter({ hasText: 'First' })).toContainText(propertyName);

  // Rooms page, filtered by property and floor.
  await open(page, 'Rooms', 'Rooms');
  await choose(page, 'Property', propertyName);
  await choose(page, 'Floor', new RegExp(`${propertyName} - Floor 1`));
  await expect(page).toHaveURL(/property=.*floor=|floor=.*property=/);
  const roomRow = page.getByRole('table', { name: 'Rooms' }).getByRole('row').filter({ hasText: 'Corner' });
  await expect(roomRow).toContainText('101');
  await expect(roomRow).toContainText('Standard');
  await expect(roomRow).toContainText(`${propertyName} - Floor 1`);
  await expect(roomRow).toContainText('2 beds');

  // Beds page, filtered by property, room and status; the filters survive a reload.
  await open(page, 'Beds', 'Beds');
  await choose(page, 'Property', propertyName);
  await choose(page, 'Room', /Room 101: Corner/);
  await choose(page, 'Status', 'Available');
  const bedsTable = page.getByRole('table', { name: 'Beds' });
  const bedRow = bedsTable.getByRole('row').filter({ hasText: 'Room 101' });
  await expect(bedRow).toContainText('A');
  await expect(bedRow).toContainText('Available');
  await expect(bedRow).toContainText('₹450.00');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Available');
  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveText('Room 101: Corner');
  await expect(bedRow).toBeVisible();

  // Take it out of service from the beds page: it leaves the Available filter.
  await bedRow.getByRole('button', { name: /Edit bed A/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Bed' });
  await expect(dialog.getByRole('combobox', { name: 'Bed Type' })).toHaveText('Bunk');
  await dialog.getByLabel('Out of service').check();
  await dialog.getByLabel('Reason').fill('Broken frame');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bed updated successfully')).toBeVisible();
  await expect(bedsTable.getByText('No beds found')).toBeVisible();
  await choose(page, 'Status', 'Out of service');
  await expect(bedRow).toContainText('Out of service');

  // Delete it, after the confirmation.
  await bedRow.getByRole('button', { name: /Delete bed A/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this bed?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bed deleted successfully')).toBeVisible();
  await expect(bedsTable.getByText('No beds found')).toBeVisible();
});

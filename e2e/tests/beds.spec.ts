import { expect, test } from '@playwright/test';
import { addDays, ddmmyyyy, money, todayIso, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, openPage, selectBranch, typeDate } from '../support/ui';

/** dd/mm, as a tile of the board shows a day. */
const dayMonth = (iso: string) => ddmmyyyy(iso).slice(0, 5);

test('beds by date: a booking from next week is Reserved on the board, notice, a move, and out of service', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const id = uid();
  const today = todayIso();
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T = { id: string }>(url: string, data?: object): Promise<T> => {
    const res = await request.post(url, { headers, ...(data ? { data } : {}) });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  // Room 101 with beds A, B and C; Ravi checked in to bed B since three days ago.
  const branch = await createBranch(request, token, `BEDS_${id}`, `Beds ${id}`);
  const base = `/api/branches/${branch.id}`;
  const property = await post(`${base}/properties`, { name: `Lotus ${id}` });
  const floor = await post(`${base}/floors`, { property_id: property.id, floor_number: 1, name: 'First' });
  const room = await post(`${base}/rooms`, {
    floor_id: floor.id,
    room_number: '101',
    name: 'Corner',
    capacity: 3,
  });
  const beds: Record<string, string> = {};
  for (const [bed_number, rent] of [
    ['A', 500],
    ['B', 600],
    ['C', 700],
  ] as const) {
    beds[bed_number] = (
      await post(`${base}/beds`, {
        room_id: room.id,
        bed_number,
        bed_type: 'single',
        base_rent_per_day: rent,
      })
    ).id;
  }
  const asha = `Asha ${id}`;
  const ravi = `Ravi ${id}`;
  await post(`${base}/tenants`, { name: asha, phone: '98765 43210' });
  const raviId = (await post(`${base}/tenants`, { name: ravi, phone: '98765 43211' })).id;
  const stay = await post(`${base}/bookings`, {
    tenant_id: raviId,
    bed_id: beds.B,
    start_date: addDays(today, -3),
    end_date: addDays(today, 27),
  });
  await post(`/api/bookings/${stay.id}/check-in`);

  await signInAsOwner(page);
  await selectBranch(page, branch.code);

  // Book bed A from next week: the dates first, then the beds free for all of them.
  await openPage(page, 'Bookings');
  await page.getByRole('button', { name: 'Create Booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Booking' });
  await typeDate(dialog.getByLabel('Start date'), ddmmyyyy(addDays(today, 7)));
  await typeDate(dialog.getByLabel('End date'), ddmmyyyy(addDays(today, 20)));
  await dialog.getByRole('combobox', { name: 'Bed', exact: true }).click();
  // Bed B is Ravi's until after those days: not offered.
  await expect(page.getByRole('option', { name: /^Bed C/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Bed B/ })).toHaveCount(0);
  await page.getByRole('option', { name: /^Bed A/ }).click();
  await choose(page, 'Tenant', new RegExp(asha), dialog);
  await expect(dialog.getByRole('status', { name: 'Total rent' })).toContainText('14 days × ₹500.00 a day');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();

  // The board: bed A reserved from next week, bed B occupied by Ravi, bed C available.
  await openPage(page, 'Beds');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/view=board/);
  const tileA = page.getByRole('button', { name: 'Bed A, Reserved' });
  await expect(tileA).toContainText(`from ${dayMonth(addDays(today, 7))}`);
  const tileB = page.getByRole('button', { name: 'Bed B, Occupied' });
  await expect(tileB).toContainText(ravi);
  await expect(tileB).toContainText(`until ${dayMonth(addDays(today, 27))}`);
  await expect(page.getByRole('button', { name: 'Bed C, Available' })).toBeVisible();
  // On the day the booking starts, bed A is occupied.
  await typeDate(page.getByLabel('Board on'), ddmmyyyy(addDays(today, 7)));
  await expect(page.getByRole('button', { name: 'Bed A, Occupied' })).toContainText(asha);
  await page.getByRole('button', { name: 'Today' }).click();

  // Ravi gives notice: he vacates in ten days.
  await tileB.click();
  let sheet = page.getByRole('dialog', { name: 'Bed B · Room 101' });
  await sheet.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Give notice' }).click();
  dialog = page.getByRole('dialog', { name: 'Give notice' });
  await dialog.getByLabel('Vacating date').fill(ddmmyyyy(addDays(today, 10)));
  await dialog.getByRole('button', { name: 'Give notice' }).click();
  await expect(page.getByText('Notice recorded')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(tileB).toContainText(`Vacating ${dayMonth(addDays(today, 10))}`);

  // Then he moves to bed C from today.
  await tileB.click();
  sheet = page.getByRole('dialog', { name: 'Bed B · Room 101' });
  await sheet.getByRole('button', { name: /Update booking of/ }).click();
  await page.getByRole('menuitem', { name: 'Move to another bed' }).click();
  dialog = page.getByRole('dialog', { name: 'Move to another bed' });
  await dialog.getByLabel('Move date').fill(ddmmyyyy(today));
  await choose(page, 'New bed', /^Bed C/, dialog);
  // The new bed's rent, for the days from the move to the vacating date, before confirming.
  const newRent = dialog.getByRole('status', { name: 'Rent in the new bed' });
  await expect(newRent).toContainText(`${11} days × ${money(700)} a day`);
  await expect(newRent).toContainText(money(11 * 700));
  await dialog.getByRole('button', { name: 'Move to another bed' }).click();
  await expect(page.getByText('Tenant moved')).toBeVisible();
  await expect(page.getByText(`${ravi} · Bed C · Room 101`)).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Bed C, Occupied' })).toContainText(ravi);
  await expect(page.getByRole('button', { name: 'Bed B, Available' })).toBeVisible();

  // Bed B goes out of service: the booking dialog no longer offers it.
  await page.getByRole('button', { name: 'List' }).click();
  await page
    .getByRole('table', { name: 'Beds' })
    .getByRole('button', { name: /Edit bed B/ })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Bed' });
  await dialog.getByLabel('Out of service').check();
  await dialog.getByLabel('Reason').fill('Leaking tap');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bed updated successfully')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Beds' }).getByRole('row').filter({ hasText: 'Out of service' }),
  ).toHaveCount(1);

  await openPage(page, 'Bookings');
  await page.getByRole('button', { name: 'Create Booking' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Booking' });
  await typeDate(dialog.getByLabel('Start date'), ddmmyyyy(addDays(today, 1)));
  await typeDate(dialog.getByLabel('End date'), ddmmyyyy(addDays(today, 3)));
  await dialog.getByRole('combobox', { name: 'Bed', exact: true }).click();
  await expect(page.getByRole('option', { name: /^Bed A/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Bed B/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /^Bed C/ })).toHaveCount(0);
});

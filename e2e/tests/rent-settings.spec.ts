import { expect, type Page, test } from '@playwright/test';
import { addDays, addRoomWithBed, ddmmyyyy, money, photoPng, poster, todayIso, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { choose, selectBranch, typeDate } from '../support/ui';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('rent settings, meter readings that bill a room, and a charge to a whole floor', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = uid();
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const post = poster(request, token);
  const branch = await createBranch(request, token, `RENT_${id}`, `Koramangala ${id}`);
  const base = `/api/branches/${branch.id}`;
  const { room, bed } = await addRoomWithBed(post, base, id);
  const bedB = await post<{ id: string }>(`${base}/beds`, {
    room_id: room.id,
    bed_number: 'B',
    bed_type: 'single',
    base_rent_per_day: 500,
  });
  // Two tenants in room 101 since nine days ago, checked in.
  const today = todayIso();
  const tenants = [];
  for (const [name, bedId] of [
    [`Asha Rao ${id}`, bed.id],
    [`Ravi Kumar ${id}`, bedB.id],
  ] as const) {
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const tenant = await post<{ id: string }>(`${base}/tenants`, { name, phone });
    const booking = await post<{ id: string }>(`${base}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bedId,
      start_date: addDays(today, -9),
      end_date: addDays(today, 21),
    });
    await post(`/api/bookings/${booking.id}/check-in`, {});
    tenants.push({ ...tenant, name });
  }
  const [asha] = tenants as [{ id: string; name: string }];
  const dues = await request.get(`${base}/dues`, { headers, params: { q: asha.name } });
  const owedBefore = ((await dues.json()) as { items: { amount_due: number }[] }).items[0]!.amount_due;

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await page.goto('/rent-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rent settings' })).toBeVisible();

  // Billing: on each tenant's joining day, 45 days' notice, 3 months' lock-in at a fixed charge.
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByLabel('Notice period (days)')).toHaveValue('30');
  await choose(page, 'Rent falls due on', 'Joining day each month', billing);
  await billing.getByLabel('Notice period (days)').fill('45');
  await billing.getByLabel('Lock-in (months)').fill('3');
  await choose(page, 'Leaving inside the lock-in owes', 'A fixed amount', billing);
  await billing.getByRole('button', { name: 'Save billing' }).click();
  const lockInAmount = billing.getByLabel('Lock-in charge (₹)');
  await expect(lockInAmount).toHaveAccessibleDescription(
    'Type the fixed amount owed for leaving inside the lock-in',
  );
  await lockInAmount.fill('5000');
  await billing.getByRole('button', { name: 'Save billing' }).click();
  await expect(toast(page, 'Billing settings saved')).toBeVisible();
  const saved = await (await request.get(`${base}/billing`, { headers })).json();
  expect(saved).toMatchObject({
    due_day: 'anniversary',
    notice_days: 45,
    lock_in_months: 3,
    lock_in_charge: 'fixed',
    lock_in_amount: 5000,
  });

  // Late fees: none until a rule is saved; a cap below the fee is refused on its field.
  const lateFees = page.getByRole('region', { name: 'Late fees' });
  await expect(lateFees).toContainText('No late fees');
  await lateFees.getByLabel('Grace days').fill('10');
  await lateFees.getByLabel('Fee per day (₹)').fill('50');
  await lateFees.getByLabel('Cap per month (₹, optional)').fill('20');
  await lateFees.getByRole('button', { name: 'Start late fees' }).click();
  await expect(lateFees.getByLabel('Cap per month (₹, optional)')).toHaveAccessibleDescription(
    /Cap per month must be at least the fee/,
  );
  await lateFees.getByLabel('Cap per month (₹, optional)').fill('500');
  await lateFees.getByRole('button', { name: 'Start late fees' }).click();
  await expect(toast(page, 'Late fee rule saved')).toBeVisible();
  await expect(lateFees).toContainText(
    `In force: ${money(50)} a day after 10 grace days, at most ${money(500)} a month`,
  );
  await expect(lateFees.getByRole('button', { name: 'Remove rule' })).toBeVisible();

  // Electricity at ₹10 a unit, shared by the days each tenant stayed.
  const electricity = page.getByRole('region', { name: 'Electricity' });
  await expect(electricity).toContainText('No rate yet');
  await electricity.getByLabel('Rate per unit (₹)').fill('10');
  await electricity.getByRole('button', { name: 'Save electricity' }).click();
  await expect(toast(page, 'Electricity rate saved')).toBeVisible();
  await expect(electricity).not.toContainText('No rate yet');

  // Room 101 gets a meter and two readings: 300 units, ₹3,000 shared by its two tenants.
  await page.goto('/rooms');
  await page.getByRole('button', { name: 'Meter readings of room 101' }).click();
  const meters = page.getByRole('dialog', { name: 'Meter readings' });
  // A meter of the whole room unless one bed is chosen.
  await expect(meters.getByLabel('Meter of')).toContainText('The whole room (shared by its tenants)');
  await meters.getByRole('button', { name: 'Add meter' }).click();
  await expect(toast(page, 'Meter added')).toBeVisible();
  const date = meters.getByLabel('Date', { exact: true });
  const reading = meters.getByLabel('Reading', { exact: true });
  await typeDate(date, ddmmyyyy(addDays(today, -9)));
  await reading.fill('1200');
  await meters.getByRole('button', { name: 'Add reading' }).click();
  await expect(toast(page, 'Reading recorded')).toBeVisible();
  await expect(meters).toContainText('last reading 1,200');
  await typeDate(date, ddmmyyyy(today));
  await reading.fill('1500');
  await meters.getByRole('button', { name: 'Add reading' }).click();
  await expect(meters).toContainText('last reading 1,500');
  await expect(meters.getByRole('listitem').filter({ hasText: '1,500' })).toContainText(money(3000));
  // A reading below the last is the server's to refuse, on the Reading field.
  await typeDate(date, ddmmyyyy(addDays(today, 1)));
  await reading.fill('1100');
  await meters.getByRole('button', { name: 'Add reading' }).click();
  await expect(reading).toHaveAccessibleDescription(/cannot be below the last one \(1500\)/);
  // A photo of the meter is kept with its reading, and opens from it.
  const lastRow = meters.getByRole('listitem').filter({ hasText: '1,500' });
  await lastRow
    .getByLabel('Photo of the meter at 1,500')
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(toast(page, 'Photo kept with the reading')).toBeVisible();
  await expect(lastRow.getByRole('button', { name: 'View photo' })).toBeVisible();
  await expect(lastRow.getByText('Replace photo')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(meters).toBeHidden();

  // Dues: each tenant owes their half of the bill.
  await page.goto('/dues');
  const row = page.getByRole('listitem').filter({ hasText: asha.name });
  await expect(row).toContainText(money(owedBefore + 1500));

  // Charge many: ₹250 to every tenant of the floor, previewed, then confirmed by a double click.
  await page.getByRole('button', { name: 'Charge many' }).click();
  const dialog = page.getByRole('dialog', { name: 'Charge many' });
  await choose(page, 'Charge', 'A floor', dialog);
  await choose(page, 'Floor', `House ${id} - Floor 1`, dialog);
  await dialog.getByLabel('Amount each (₹)').fill('250');
  await dialog.getByLabel('Description (optional)').fill('Water, this month');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `2 tenants · ${money(250)} each · ${money(500)} in all`,
  );
  await dialog.getByRole('button', { name: 'Charge 2 tenants' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Charges added')).toContainText(`2 tenants charged, ${money(500)} in all`);
  await expect(row).toContainText(money(owedBefore + 1500 + 250));
  for (const tenant of tenants) {
    const res = await request.get(`/api/tenants/${tenant.id}/charges`, { headers });
    const { items } = (await res.json()) as { items: { category: string; amount: number }[] };
    expect(items.filter((c) => c.category === 'Maintenance').map((c) => c.amount)).toEqual([250]);
    expect(items.filter((c) => c.category === 'Electricity').map((c) => c.amount)).toEqual([1500]);
  }
});

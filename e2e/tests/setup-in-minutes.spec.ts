import { expect, type Page, test } from '@playwright/test';
import { uid } from '../support/data';
import { signInAsOwner } from '../support/session';
import { nav, selectBranch } from '../support/ui';

/**
 * Counts the form dialogs the page opens: each element with role="dialog" holding a form that
 * appears is one (the phone's sidebar drawer is a dialog too, without a form).
 */
async function countDialogs(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const w = window as unknown as { dialogsOpened: number };
    w.dialogsOpened = 0;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="dialog"]')) {
        if (!seen.has(el) && el.querySelector('form')) {
          seen.add(el);
          w.dialogsOpened += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { dialogsOpened: number }).dialogsOpened);
}

test('on a phone, a branch with a property, two floors, three rooms and six beds takes seven dialogs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = uid();
  const code = `MIN_${id}`;
  await page.setViewportSize({ width: 375, height: 740 });
  const dialogs = await countDialogs(page);
  await signInAsOwner(page);

  // The checklist's first step opens the branch form itself.
  await page.goto('/branches?add=1');
  let dialog = page.getByRole('dialog', { name: 'Add Branch' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name', { exact: true }).fill(`Minutes ${id}`);
  await dialog.getByRole('button', { name: 'Add Branch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/add=1/);
  await selectBranch(page, code);

  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await nav(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Name').fill(`Tower ${id}`);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog).toBeHidden();

  // The property just added is selected: its floors panel offers Add Floor at once.
  const floors = page.getByRole('region', { name: 'Floors' });
  const rooms = page.getByRole('region', { name: 'Rooms' });
  const beds = page.getByRole('region', { name: /^Beds/ });
  const addRoom = async (number: string, capacity: string, beds: string) => {
    await rooms.getByRole('button', { name: 'Add Room' }).click();
    const room = page.getByRole('dialog', { name: 'Add Room' });
    await room.getByLabel('Room Number').fill(number);
    await room.getByLabel('Name').fill(`Room ${number}`);
    await room.getByLabel('Capacity').fill(capacity);
    await room.getByLabel('Number of Beds').fill(beds);
    await room.getByLabel('Rent per month').fill('8000');
    await room.getByRole('button', { name: 'Add Room' }).click();
    await expect(room).toBeHidden();
  };
  for (const [floor, roomsOnIt] of [
    ['0', [['G01', '2', '2']]],
    [
      '1',
      [
        ['101', '2', '2'],
        ['102', '3', '2'],
      ],
    ],
  ] as const) {
    await floors.getByRole('button', { name: 'Add Floor' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Floor' });
    // A floor's name is optional: its number names it.
    await dialog.getByLabel('Floor Number').fill(floor);
    await dialog.getByRole('button', { name: 'Add Floor' }).click();
    await expect(dialog).toBeHidden();
    for (const [number, capacity, count] of roomsOnIt) await addRoom(number, capacity, count);
  }
  await expect(floors.getByRole('button', { name: 'Floor 0: Ground' })).toBeVisible();
  await expect(floors.getByRole('button', { name: 'Floor 1: First' })).toBeVisible();
  // The room just added is selected, with the beds it was created with.
  await expect(beds.getByText('Room 102', { exact: false }).first()).toBeVisible();
  await expect(beds.getByRole('listitem')).toHaveCount(2);

  expect(await dialogs()).toBe(7);
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText(/Rooms\s*3\D/);
  await expect(stats).toContainText(/Beds\s*6\s*6 available/);
});

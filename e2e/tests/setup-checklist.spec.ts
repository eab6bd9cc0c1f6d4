import { expect, test } from '@playwright/test';
import { addRoomWithBed, poster, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { nav, selectBranch } from '../support/ui';

test('a new branch shows the setup checklist, ticks each step as it is done, and drops it once it has beds and tenants', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = uid();
  const token = await ownerToken(request);
  const post = poster(request, token);
  const branch = await createBranch(request, token, `SET_${id}`, `Setup ${id}`);
  const base = `/api/branches/${branch.id}`;

  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await nav(page, 'Dashboard');
  const checklist = page.getByRole('region', { name: 'Set up your PG' });
  await expect(checklist).toContainText('1 of 4 done');
  await expect(checklist.getByRole('link', { name: 'Add your first branch (done)' })).toBeVisible();
  await expect(
    checklist.getByRole('link', { name: /^Add a property, floors, rooms and beds \(to do\)/ }),
  ).toHaveAttribute('href', '/properties?add=1');

  // The QR step opens the header's QR dialog; downloading the poster ticks it.
  await checklist.getByRole('link', { name: /^Print the application QR/ }).click();
  const qr = page.getByRole('dialog', { name: 'Tenant Application QR Code' });
  await expect(qr.getByRole('img', { name: /QR code of the tenant application form/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await qr.getByRole('link', { name: 'Download' }).click();
  await download;
  await qr.getByRole('button', { name: 'Close' }).click();
  await expect(qr).toBeHidden();
  await expect(page).not.toHaveURL(/show=application-qr/);
  await expect(checklist).toContainText('2 of 4 done');
  await expect(checklist.getByRole('link', { name: 'Print the application QR (done)' })).toBeVisible();

  // Beds, then a tenant: the branch is set up and the checklist goes.
  await addRoomWithBed(post, base, id);
  await page.reload();
  await expect(checklist).toContainText('3 of 4 done');
  await post(`${base}/tenants`, { name: `Ravi ${id}`, phone: `9${String(Date.now()).slice(-9)}` });
  await page.reload();
  await expect(page.getByRole('group', { name: 'Occupancy Rate' })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});

test('on a phone the dashboard shows each figure once', async ({ page, request }) => {
  const id = uid();
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `PHD_${id}`, `Phone dash ${id}`);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await nav(page, 'Dashboard');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('group', { name: 'Occupancy Rate' })).toBeVisible();
  // Occupancy, tenants, revenue and complaints are on the summary cards; the overview cards add
  // only what the summary does not say.
  for (const [card, hidden, shown] of [
    ['Bed Status Overview', ['Total', 'Occupied'], 'Available'],
    ['Financial Summary', ['Payments', 'Net Revenue'], 'Expenses'],
    ['Tenant Summary', ['Active Tenants', 'Total'], 'Inactive'],
    ['Operations', ['Occupancy', 'Open Complaints'], 'Pending Payments'],
  ] as const) {
    const group = page.getByRole('group', { name: card });
    await expect(group.getByText(shown, { exact: true })).toBeVisible();
    for (const label of hidden) await expect(group.getByText(label, { exact: true })).toBeHidden();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

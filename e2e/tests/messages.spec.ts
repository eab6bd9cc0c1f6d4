import { expect, type Page, test } from '@playwright/test';
import { addDays, addRoomWithBed, poster, todayIso, uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/*
 * Messages that send themselves, in the browser. The e2e server e-mails through a real SMTP server
 * (start-server.mjs) that refuses for good any address starting with 'bounce': a receipt to such a
 * tenant is queued with the payment, fails at the next delivery with the SMTP server's reason, and
 * 'Retry now' queues it again.
 */
const SHOTS = '/tmp/shots-messages-ui';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

for (const width of [1280, 375]) {
  test(`reminders turned on, and a failed receipt e-mail sent again (${width} px)`, async ({
    page,
    request,
  }) => {
    // The delivery job runs once a minute: the failure shows within about two.
    test.setTimeout(240_000);
    const id = uid();
    const token = await ownerToken(request);
    const post = poster(request, token);
    const branch = await createBranch(request, token, `MSG_${id}`, `Indiranagar ${id}`);
    const base = `/api/branches/${branch.id}`;
    const { bed } = await addRoomWithBed(post, base, id);
    const name = `Meera Iyer ${id}`;
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const tenant = await post<{ id: string }>(`${base}/tenants`, {
      name,
      phone,
      email: `bounce.${id.toLowerCase()}@pg.test`,
    });
    const today = todayIso();
    const booking = await post<{ id: string }>(`${base}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: addDays(today, -5),
      end_date: addDays(today, 25),
    });
    await post(`/api/bookings/${booking.id}/check-in`, {});

    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page);
    await selectBranch(page, branch.code);

    // Rent settings: reminders on, with one more step, 10 days after the due day.
    await page.goto('/rent-settings');
    const card = page.getByRole('region', { name: 'Automatic reminders' });
    await expect(card.getByText('This server sends reminders by e-mail')).toBeVisible();
    await card.getByRole('checkbox', { name: 'Send reminders' }).click();
    await card.getByRole('button', { name: 'Add reminder' }).click();
    await card.getByLabel('Days, reminder 5').fill('10');
    await expect(card.getByText('10 days after the due day')).toBeVisible();
    await card.getByLabel('Message, reminder 5').fill('{tenant}, {amount} is still open at {branch}.');
    await card.getByRole('button', { name: 'Save reminders' }).click();
    await expect(toast(page, 'Reminder schedule saved')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/rent-settings-reminders-${width}.png`, fullPage: true });
    await page.reload();
    await expect(card.getByRole('checkbox', { name: 'Send reminders' })).toBeChecked();
    await expect(card.getByLabel('Days, reminder 5')).toHaveValue('10');

    // A payment of the tenant queues its receipt e-mail with it.
    await post(`${base}/payments`, { tenant_id: tenant.id, amount: 2500, method: 'cash', date: today });

    // From the tenant's page to their messages.
    await page.goto(`/tenants/${tenant.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText(`To ${name} only`)).toBeVisible();
    const list = page.getByRole(width < 640 ? 'list' : 'table', { name: 'Messages' });
    await expect(list.getByText(name)).toBeVisible();
    await expect(list.getByText('Receipt')).toBeVisible();
    // Queued, then failed at a delivery (the page asks again while a message waits).
    await expect(list.getByText('Failed', { exact: true })).toBeVisible({ timeout: 150_000 });
    await expect(list.getByText(/550.*No such user here/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/messages-failed-${width}.png`, fullPage: true });

    await list.getByRole('button', { name: `Retry now, ${name}` }).click();
    await expect(toast(page, 'The message will be sent again')).toBeVisible();
    await expect(list.getByText('Queued', { exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name: `Retry now, ${name}` })).toHaveCount(0);

    // By status: none failed now; every tenant again.
    await page.getByRole('button', { name: 'Every tenant' }).click();
    await expect(page.getByText(`To ${name} only`)).toHaveCount(0);
    await page.goto('/messages?status=sent');
    await expect(page.getByText('No messages match these filters')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/messages-empty-${width}.png`, fullPage: true });
  });
}

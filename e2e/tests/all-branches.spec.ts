import { expect, type Page, test } from '@playwright/test';
import { addDays, addRoomWithBed, makeBranchWithBooking, poster, uid } from '../support/data';
import { ownerToken, signInAs, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/**
 * The owner's view across branches. Two branches built through the API: Alpha, whose tenant has
 * stayed since 75 days ago and paid 2,000 of rent today, so that rent is overdue; Beta, whose tenant
 * came today and paid the first instalment. Each has an expense today. The figures expected are
 * worked out here from the stays' rent schedules (the API's) as the aging counts them: payments
 * settle the oldest dues first, and what fell due more than 30 days ago is overdue.
 */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
/** Whole rupees as the dashboards show them: ₹1,23,456. */
const whole = (n: number) => rupees.format(n);
const daysFrom = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

async function figures(request: Parameters<typeof ownerToken>[0], bookingId: string, paid: number) {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const res = await request.get(`/api/bookings/${bookingId}/schedule`, { headers });
  const { items } = (await res.json()) as { items: { due_date: string; amount: number }[] };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const month = today.slice(0, 7);
  const billed = items.filter((i) => i.due_date.startsWith(month)).reduce((s, i) => s + i.amount, 0);
  let left = paid;
  let dues = 0;
  let overdue = 0;
  for (const i of items
    .filter((i) => i.due_date <= today)
    .sort((a, b) => (a.due_date < b.due_date ? -1 : 1))) {
    const open = Math.max(i.amount - left, 0);
    left = Math.max(left - i.amount, 0);
    dues += open;
    if (daysFrom(i.due_date, today) > 30) overdue += open;
  }
  return { billed, dues, overdue };
}

/** The row of the table (or the card on a phone) of a branch. */
const rowOf = (page: Page, name: string, narrow = false) =>
  narrow
    ? page.getByRole('list', { name: 'Branches' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}` }) });

test("the owner sees every branch side by side, sorts them by what is overdue and opens one; a branch's staff get no 'All branches'", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const beta = await makeBranchWithBooking(request, 'BETA', 'Beta');
  const id = uid();
  const token = await ownerToken(request);
  const post = poster(request, token);
  const alphaBranch = await post<{ id: string; code: string; name: string }>('/api/branches', {
    code: `ALPHA_${id}`,
    name: `Alpha ${id}`,
  });
  const alphaBase = `/api/branches/${alphaBranch.id}`;
  const { bed } = await addRoomWithBed(post, alphaBase, id);
  const tenant = await post<{ id: string }>(`${alphaBase}/tenants`, {
    name: `Ravi ${id}`,
    phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  });
  const today = beta.today;
  const stay = await post<{ id: string }>(`${alphaBase}/bookings`, {
    tenant_id: tenant.id,
    bed_id: bed.id,
    start_date: addDays(today, -75),
    end_date: addDays(today, 10),
  });
  await post(`${alphaBase}/payments`, { tenant_id: tenant.id, amount: 2000, method: 'cash', date: today });
  await post(`${alphaBase}/expenses`, { date: today, category: 'Repairs', amount: 1500 });
  await post(`${beta.base}/payments`, {
    tenant_id: beta.tenant.id,
    amount: beta.firstDue,
    method: 'upi',
    reference: '612345678901',
    date: today,
  });
  await post(`${beta.base}/expenses`, { date: today, category: 'Salary', amount: 4000 });

  const alpha = {
    name: alphaBranch.name,
    ...(await figures(request, stay.id, 2000)),
    collected: 2000,
    expenses: 1500,
  };
  const betaRow = { name: beta.branch.name, ...(await figures(request, beta.booking.id, beta.firstDue)) };
  expect(alpha.overdue).toBeGreaterThan(0);
  expect(betaRow).toMatchObject({ dues: 0, overdue: 0 });

  await signInAsOwner(page);
  await selectBranch(page, beta.branch.code);
  const selector = page.getByRole('combobox', { name: 'Select branch' });
  await selector.click();
  await page.getByRole('option', { name: /^All branches/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All branches' })).toBeVisible();
  await expect(selector).toHaveText('All branches');

  const a = rowOf(page, alpha.name);
  const b = rowOf(page, betaRow.name);
  for (const text of [whole(alpha.billed), whole(alpha.collected), whole(alpha.dues), whole(alpha.overdue)]) {
    await expect(a).toContainText(text);
  }
  await expect(a.getByRole('cell').last()).toHaveText(whole(alpha.collected - alpha.expenses));
  await expect(a).toContainText('100% (1/1)');
  await expect(b).toContainText(whole(betaRow.billed));
  await expect(b.getByRole('cell').last()).toHaveText(whole(beta.firstDue - 4000));
  await page.screenshot({ path: '/tmp/all-branches-1280.png', fullPage: true });

  // Largest overdue first, then the other way: Alpha's row is above Beta's, then below it.
  const names = () => page.getByRole('button', { name: /^Open / }).allTextContents();
  const overdue = page.getByRole('button', { name: 'Overdue', exact: true });
  await overdue.click();
  await expect(page.getByRole('columnheader', { name: 'Overdue', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  let order = await names();
  expect(order.indexOf(alpha.name)).toBeLessThan(order.indexOf(betaRow.name));
  await overdue.click();
  await expect(page.getByRole('columnheader', { name: 'Overdue', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  order = await names();
  expect(order.indexOf(alpha.name)).toBeGreaterThan(order.indexOf(betaRow.name));

  // A phone: a card a branch, and a branch opens its dashboard.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = rowOf(page, alpha.name, true);
  await expect(card).toContainText(whole(alpha.overdue));
  await page.screenshot({ path: '/tmp/all-branches-375.png', fullPage: true });
  await card.getByRole('button', { name: `Open ${alpha.name}` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: alpha.name })).toBeVisible();
  await expect(selector).toHaveText(alphaBranch.code);

  // The staff of one branch are not offered 'All branches'.
  const email = `warden-${id.toLowerCase()}@pg.test`;
  await post('/api/users', {
    email,
    password: 'warden-password-1',
    role: 'user',
    branch_ids: [beta.branch.id],
  });
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInAs(staff, email, 'warden-password-1');
  const theirs = staff.getByRole('combobox', { name: 'Select branch' });
  await expect(theirs).toHaveText(beta.branch.code);
  await theirs.click();
  await expect(staff.getByRole('option', { name: new RegExp(beta.branch.code) })).toBeVisible();
  await expect(staff.getByRole('option', { name: /^All branches/ })).toHaveCount(0);
  await context.close();
});

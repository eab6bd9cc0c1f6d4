import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, ddmmyyyy, makeBranchWithBooking } from '../support/data';
import { signInAsOwner } from '../support/session';
import { nav, openPage, selectBranch } from '../support/ui';

const monthOf = (iso: string) => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${iso.slice(0, 7)}-01`, end: `${iso.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

/**
 * A branch with one room (101) and bed (A), a tenant booked on it from today for 31 days, a UPI
 * payment of ₹8,000, an expense of ₹2,345.50 and an open complaint, all through the API.
 */
async function makeBranchWithActivity(request: APIRequestContext) {
  const { branch, base, tenant, tenantName, phone, today, firstDue, post } = await makeBranchWithBooking(
    request,
    'RPT',
    'Whitefield',
  );
  await post(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 8000,
    method: 'upi',
    reference: '612345678901',
    date: today,
  });
  await post(`${base}/expenses`, {
    date: today,
    category: 'Repairs',
    amount: 2345.5,
    vendor: 'Kumar Plumbing',
  });
  await post(`${base}/complaints`, {
    tenant_id: tenant.id,
    category: 'Plumbing',
    priority: 'high',
    description: 'Tap is leaking',
  });
  return { branch, tenant, tenantName, phone, today, firstDue, post };
}

/** Generates the chosen report and answers the downloaded file's name and text (BOM kept). */
async function download(page: Page, type: string) {
  await page.getByRole('combobox', { name: 'Report Type' }).click();
  await page.getByRole('option', { name: new RegExp(type) }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate & Download' }).click(),
  ]);
  const bytes = readFileSync((await file.path())!);
  return { name: file.suggestedFilename(), bytes, lines: bytes.toString('utf8').split('\r\n') };
}

test('the reports download as CSV files with the spec columns and the branch data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { branch, tenant, tenantName, phone, today, firstDue, post } = await makeBranchWithActivity(request);
  const month = monthOf(today);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await openPage(page, 'Reports');

  // Defaults: the occupancy report, from the first to the last day of this month.
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Occupancy Report');
  await expect(page.getByLabel('Start Date')).toHaveValue(ddmmyyyy(month.start));
  await expect(page.getByLabel('End Date')).toHaveValue(ddmmyyyy(month.end));
  const summary = page.getByRole('group', { name: 'Report Summary' });
  await expect(summary).toContainText(branch.code);
  await expect(summary).toContainText(`${ddmmyyyy(month.start)} – ${ddmmyyyy(month.end)}`);

  // An end before the start is refused on the field, and nothing is downloaded.
  await page.getByLabel('End Date').fill(ddmmyyyy(addDays(month.start, -1)));
  await page.getByRole('button', { name: 'Generate & Download' }).click();
  await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
  await page.getByLabel('End Date').fill(ddmmyyyy(month.end));

  const occupancy = await download(page, 'Occupancy Report');
  await expect(page.getByText('Occupancy report generated')).toBeVisible();
  expect(occupancy.name).toBe(`occupancy-report-${month.start}-to-${month.end}.csv`);
  expect([...occupancy.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(occupancy.lines[0]).toBe('\uFEFF"Date","Room","Bed","Status"');
  expect(occupancy.lines).toContain(`"${today}","101","A","Occupied"`);
  if (today !== month.start)
    // the day before the stay: available, since the booking was made today (not reserved before it existed)
    expect(occupancy.lines).toContain(`"${addDays(today, -1)}","101","A","Available"`);
  // one row per bed (one here) per day of the month
  expect(occupancy.lines).toHaveLength(1 + Number(month.end.slice(8)));

  const financial = await download(page, 'Financial Report');
  await expect(page.getByText('Financial report generated')).toBeVisible();
  expect(financial.name).toBe(`financial-report-${month.start}-to-${month.end}.csv`);
  expect(financial.lines).toEqual([
    '\uFEFF"Date","Type","Tenant","Amount","Method","Category"',
    `"${today}","Payment","${tenantName}","8000.00","UPI",""`,
    `"${today}","Expense","","-2345.50","","Repairs"`,
  ]);

  const tenants = await download(page, 'Tenant Report');
  await expect(page.getByText('Tenant report generated')).toBeVisible();
  expect(tenants.name).toBe(`tenant-report-${month.start}-to-${month.end}.csv`);
  expect(tenants.lines).toEqual([
    '\uFEFF"Tenant Name","Phone","Email","Room","Bed","Start Date","End Date","Status","Total Rent","Balance"',
    // the phone is stored as +91...; a cell starting with + is written with an apostrophe so that
    // a spreadsheet keeps it as text instead of running it as a formula. The balance: this
    // month's part of the stay, less the 8,000 paid.
    `"${tenantName}","'+91${phone}","","101","A","${today}","${addDays(today, 30)}","Booked","15500.00","${(firstDue - 8000).toFixed(2)}"`,
  ]);

  // A charge of 9,000 today leaves the tenant owing, all of it fallen due today.
  await post(`/api/tenants/${tenant.id}/charges`, { date: today, category: 'Other', amount: 9000 });
  const owed = (firstDue + 1000).toFixed(2);
  const dues = await download(page, 'Dues Report');
  await expect(page.getByText('Dues report generated')).toBeVisible();
  expect(dues.name).toBe(`dues-report-${month.start}-to-${month.end}.csv`);
  expect(dues.lines).toEqual([
    '\uFEFF"Tenant Name","Phone","Room","Bed","Balance","Deposit Due","Oldest Due Date","Days Overdue","Due Today","By Month"',
    `"${tenantName}","'+91${phone}","101","A","${owed}","0.00","${today}","0","${owed}","${today.slice(0, 7)}: ${owed}"`,
  ]);
});

test('the dashboard shows the branch at a glance, on a computer and on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { branch } = await makeBranchWithActivity(request);
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await nav(page, 'Dashboard');

  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  await expect(page.getByText(branch.code, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Here's what's happening with your PG today.")).toBeVisible();

  await expect(page.getByRole('group', { name: 'Active Tenants' }).first()).toContainText('1 total tenants');
  const revenue = page.getByRole('group', { name: 'Revenue (Net)' });
  await expect(revenue).toContainText('₹5,655'); // 8,000 - 2,345.50, in rupees without decimals
  await expect(revenue).toContainText('₹8,000 gross');
  await expect(page.getByRole('group', { name: 'Open Complaints' }).first()).toContainText(
    '1 total complaints',
  );
  await expect(page.getByRole('group', { name: 'Occupancy Rate' })).toContainText('of 1 beds occupied');

  // The money figures' period, from the keyboard and with the pointer.
  const period = page.getByRole('combobox', { name: 'Money figures for' });
  await expect(period).toHaveText('This month');
  await period.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'This month' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(period).toHaveText('Last month');
  await expect(revenue).toContainText('₹0 gross');
  // No rent fell due last month: no collection rate.
  await expect(page.getByRole('group', { name: 'Financial Summary' })).toContainText(
    'Collection RateNothing billed',
  );
  await expect(period).toBeFocused();
  await period.click();
  await page.getByRole('option', { name: 'This month' }).click();
  await expect(period).toHaveText('This month');
  await expect(revenue).toContainText('₹8,000 gross');

  const financial = page.getByRole('group', { name: 'Financial Summary' });
  await expect(financial).toContainText('Payments₹8,000');
  await expect(financial).toContainText('Expenses₹2,346');
  await expect(financial).toContainText('Net Revenue₹5,655');
  // This month's rent billed (the stay's share of it) against the 8,000 collected.
  await expect(financial).toContainText('Rent Collected₹8,000');
  await expect(financial).toContainText(/Rent Billed₹[\d,]+/);
  await expect(financial).toContainText(/Collection Rate[\d.]+%/);
  await expect(page.getByRole('group', { name: 'Tenant Summary' })).toContainText('Inactive0');
  await expect(page.getByRole('group', { name: 'Operations' })).toContainText('Pending Payments0');
  await expect(page.getByRole('group', { name: 'Bed Status Overview' })).toContainText('Total1');

  // The charts, each from its own endpoint, with their figures for screen readers too.
  await expect(page.getByRole('heading', { name: 'Money In and Out' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments collected and expenses by month' })).toContainText(
    '₹8,000',
  );
  await expect(page.getByRole('table', { name: 'Beds occupied by day' })).toContainText('1 of 1 beds (100%)');
  // Pointing at this month's bars (the last pair) tells their figures.
  const money = page.getByRole('figure', {
    name: 'Payments collected and expenses by month, last 12 months',
  });
  await money.hover({ position: { x: (await money.boundingBox())!.width - 16, y: 120 } });
  await expect(money).toContainText('Collected₹8,000');

  // A phone: nothing on the page wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('group', { name: 'Revenue (Net)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

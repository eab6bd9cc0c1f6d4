/**
 * Times a report download in a real browser, as a person would trigger it: sign in, choose the
 * branch, open Reports, pick the report and the range, click 'Generate & Download', wait for the
 * file. Prints the time from the click to the download, the number of rows, and the longest task
 * that blocked the page meanwhile (the page stays usable when that stays short).
 *
 *   BASE_URL=http://127.0.0.1:3000 EMAIL=... PASSWORD=... BRANCH_CODE=BENCH_... \
 *   [REPORT=occupancy|financial|tenants] [START=YYYY-MM-DD] [END=YYYY-MM-DD] npx tsx scripts/bench-browser.ts
 *
 * Start and end default to the two years that end today, so that a branch seeded by
 * scripts/seed-large.ts (500 beds) gives 365,000 occupancy rows.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const baseUrl = env('BASE_URL', 'http://127.0.0.1:3000');
const report = env('REPORT', 'occupancy');
const start = env('START', addDays(today, -729));
const end = env('END', today);
const labels: Record<string, string> = {
  occupancy: 'Occupancy Report',
  financial: 'Financial Report',
  tenants: 'Tenant Report',
};

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(env('EMAIL'));
  await page.getByLabel('Password').fill(env('PASSWORD'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');

  const selector = page.getByRole('combobox', { name: 'Select branch' });
  await selector.click();
  await page.getByRole('option', { name: new RegExp(env('BRANCH_CODE')) }).click();
  await page.goto(`${baseUrl}/reports`);
  await page.getByRole('combobox', { name: 'Report Type' }).click();
  await page.getByRole('option', { name: new RegExp(labels[report] ?? report) }).click();
  await page.getByLabel('Start Date').fill(start);
  await page.getByLabel('End Date').fill(end);

  // Long tasks (> 50 ms of JavaScript without a break) from here on.
  await page.evaluate(() => {
    const w = globalThis as unknown as { longTasks: number[] };
    w.longTasks = [];
    // 'longtask' is a browser entry type that Node's typings do not list.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' as 'mark' });
  });
  const t0 = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Generate & Download' }).click(),
  ]);
  const ms = Date.now() - t0;
  const longTasks = await page.evaluate(() => (globalThis as unknown as { longTasks: number[] }).longTasks);
  const file = readFileSync((await download.path())!);
  const rows = file.toString('utf8').split('\r\n').length - 1;
  console.log(
    `${download.suggestedFilename()}: ${rows.toLocaleString('en')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MiB`,
  );
  console.log(`click to download: ${(ms / 1000).toFixed(2)} s`);
  console.log(
    `long tasks: ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks))} ms, total ${Math.round(longTasks.reduce((a, b) => a + b, 0))} ms`,
  );
} finally {
  await browser.close();
}

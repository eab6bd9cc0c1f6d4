/**
 * What a full open of a signed-in page costs on a 4G-like link: Chromium throttled by the DevTools
 * protocol (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, no CPU slowdown), the session's
 * refresh cookie in place, the page opened by its address as a phone reopens a tab. Timed from the
 * navigation's start until the page's data are on screen: its main region is drawn and no skeleton
 * or spinner is left in it (checked at every frame). Each page is opened RUNS times (default 5) with the browser's
 * cache (the built files under /assets are cached for a year) and once more with it emptied, and
 * the median of the warm opens is printed, with every run and the API requests of the last one.
 * A warm open is a repeat visit: after the first visit the service worker holds the built files.
 * Each open's largest contentful paint (the browser's own entry) is printed beside it; with
 * CPU_SLOWDOWN=4 the processor is slowed as Lighthouse's mobile preset slows it.
 *
 *   BASE_URL=http://127.0.0.1:3000 [EMAIL=... PASSWORD=...] [RUNS=5] [CPU_SLOWDOWN=4] \
 *   npx tsx scripts/bench-open.ts
 *
 * On a server at its first run (no users: `node e2e/start-server.mjs` with PORT), it creates the
 * first administrator (EMAIL, PASSWORD) and a branch; otherwise it signs in with EMAIL and PASSWORD.
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const email = process.env.EMAIL ?? 'bench-open@pg.test';
const password = process.env.PASSWORD ?? 'bench-open-password';
const runs = Number(process.env.RUNS ?? 5);
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 1);
const PAGES = ['/', '/dues', '/bookings'];

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

// A first run: the administrator and one branch, so that the shell shows a branch's pages.
const { needs_setup } = await api<{ needs_setup: boolean }>('/api/auth/setup');
if (needs_setup) {
  const { access_token } = await api<{ access_token: string }>('/api/auth/setup', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  await api('/api/branches', {
    method: 'POST',
    token: access_token,
    body: JSON.stringify({ code: 'BENCH', name: 'Bench branch' }),
  });
}

const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
const page = await context.newPage();
await page.goto(`${baseUrl}/auth`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL((url) => url.pathname !== '/auth');
await page.getByRole('main').waitFor();

const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

/** Milliseconds from the navigation's start until the page's data are shown; the API calls it made. */
async function open(target: Page, path: string): Promise<{ ms: number; lcp: number; calls: string[] }> {
  const calls: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  };
  target.on('request', onRequest);
  await target.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  // Shown: the page's main region is there and nothing in it is drawn as still loading.
  const shown = await target.waitForFunction(
    () => {
      // The page's document (this script's typings are Node's).
      const { document } = globalThis as unknown as { document: { querySelector(s: string): unknown } };
      const loading = '[data-slot="skeleton"], [data-slot="spinner"][role="status"]';
      return (
        document.querySelector('main') !== null &&
        document.querySelector(loading) === null &&
        performance.now()
      );
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Math.round((await shown.jsonValue()) as number);
  await target.waitForLoadState('networkidle');
  // The largest contentful paint the browser settled on for this load.
  const lcp = await target.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1]!.startTime));
          // The browser's entry type; this script's typings are Node's, which has none such.
        }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
      }),
  );
  target.off('request', onRequest);
  return { ms, lcp, calls };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

try {
  for (const path of PAGES) {
    await open(page, path); // the page's own files in the cache
    const warm: number[] = [];
    const lcps: number[] = [];
    let calls: string[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await open(page, path);
      warm.push(result.ms);
      lcps.push(result.lcp);
      calls = result.calls;
    }
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const cold = await open(page, path);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    console.log(
      `${path.padEnd(10)} warm median ${median(warm)} ms (${warm.join(', ')}), LCP median ${median(lcps)} ms (${lcps.join(', ')}); empty cache ${cold.ms} ms, LCP ${cold.lcp} ms`,
    );
    console.log(`           API: ${calls.join(' ')}`);
  }
} finally {
  await browser.close();
}

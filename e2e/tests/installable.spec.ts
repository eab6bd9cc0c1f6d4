import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uid } from '../support/data';
import { createBranch, ownerToken, signInAsOwner } from '../support/session';
import { selectBranch } from '../support/ui';

/*
 * The installed app (apps/web/src/sw.ts): a web app manifest, a service worker that keeps the
 * build's files, the console opened from them offline, and a new version offered once deployed.
 * Each test's browser context starts without a service worker. The last test changes the served
 * build as a deploy would, consistently (index.html and the worker's list), for the tests after it.
 */

/** Waits for the service worker to be active, then opens the page again: the worker now answers it. */
async function openUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

async function signedInOnDashboard(page: Page, request: APIRequestContext) {
  const token = await ownerToken(request);
  const branch = await createBranch(request, token, `SW${uid()}`.slice(0, 10), 'Service Worker PG');
  await signInAsOwner(page);
  await selectBranch(page, branch.code);
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  return branch;
}

/**
 * Deploys a new version of the web app into the folder the real server serves (E2E_WEB_DIST), as a
 * new build would change it: index.html changes, and so does the service worker, whose list of files
 * carries index.html's new revision. The server's compressed copies are written again too.
 */
function deployNewVersion(marker: string) {
  const dist = process.env.E2E_WEB_DIST;
  if (!dist) throw new Error('E2E_WEB_DIST is not set (playwright.config.ts)');
  const write = (file: string, text: string) => {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
    '</head>',
    `<meta name="pg-build" content="${marker}"></head>`,
  );
  const revision = createHash('md5').update(html).digest('hex');
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const entry = /"revision":"[0-9a-f]+","url":"index\.html"/g;
  expect(worker.match(entry), 'index.html in the service worker’s list').toHaveLength(1);
  write('index.html', html);
  write('sw.js', worker.replace(entry, `"revision":"${revision}","url":"index.html"`));
}

test('the console is installable: a manifest with its icons, and a service worker after one visit', async ({
  page,
  request,
}) => {
  await signedInOnDashboard(page, request);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'PG Console', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }

  await openUnderServiceWorker(page);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
});

test('offline, the installed console opens from its copy and says so; back online it carries on without a reload', async ({
  page,
  context,
  request,
}, testInfo) => {
  const branch = await signedInOnDashboard(page, request);
  await openUnderServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`offline-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // This document, not a new one, shows the dashboard once the network is back.
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});

test('after a deploy, the console offers the new version, and Reload opens it', async ({
  page,
  request,
}, testInfo) => {
  await signedInOnDashboard(page, request);
  await openUnderServiceWorker(page);

  const marker = uid();
  deployNewVersion(marker);
  // Opening the console again (the browser looks for a new service worker at every opening).
  await page.reload();
  const prompt = page.getByRole('region', { name: 'New version' });
  await expect(prompt.getByRole('status')).toHaveText('A new version is available');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`update-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page in use still runs the version it opened with until the user chooses.
  await expect(page.locator('meta[name="pg-build"]')).toHaveCount(0);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('meta[name="pg-build"]')).toHaveAttribute('content', marker);
  await expect(prompt).toBeHidden();
  // The new worker is the one in charge; none is left waiting.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBeNull();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
});

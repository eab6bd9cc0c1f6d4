import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeBed, makeRoomInNewBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

// A built web app as the build leaves it: index.html, a hashed asset, and their .br and .gz copies.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'pgc-web-'));
mkdirSync(path.join(webDist, 'assets'));
const indexHtml = `<!doctype html><title>PG console</title><div id="root"></div>${'<!-- - -->'.repeat(200)}`;
const appJs = `export const figures = [${Array.from({ length: 500 }, (_, i) => i).join(',')}];\n`;
for (const [file, text] of [
  ['index.html', indexHtml],
  ['assets/app-abc123.js', appJs],
] as const) {
  writeFileSync(path.join(webDist, file), text);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
}
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The sign-in page, a page of its own with its own script (apps/web/auth.html).
const authHtml = indexHtml.replace(
  '<div id="root">',
  '<script type="module" src="/assets/auth-1.js"></script><div id="root">',
);
writeFileSync(path.join(webDist, 'auth.html'), authHtml);
writeFileSync(path.join(webDist, 'auth.html.br'), brotliCompressSync(authHtml));
writeFileSync(path.join(webDist, 'first-pages.json'), JSON.stringify({ '/auth': 'auth.html' }));
// The installed app: its service worker (with its compressed copies) and its web app manifest.
const serviceWorker = `self.__precache = [${Array.from({ length: 300 }, (_, i) => `'/assets/${i}.js'`).join(',')}];\n`;
writeFileSync(path.join(webDist, 'sw.js'), serviceWorker);
writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(serviceWorker));
writeFileSync(path.join(webDist, 'sw.js.gz'), gzipSync(serviceWorker));
writeFileSync(
  path.join(webDist, 'manifest.webmanifest'),
  JSON.stringify({ name: 'PG Console', start_url: '/' }),
);

const t = await createTestApp({ WEB_DIST: webDist });
const { app } = t;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const immutable = 'public, max-age=31536000, immutable';

describe('the web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(appJs);
  });

  it('serves index.html, compressed, to be checked again on every use', async () => {
    for (const url of ['/', '/index.html', '/branches/x/tenants?page=2']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    }
    const plain = await get('/some/unknown/page');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(indexHtml);
  });

  it('sends a page with an entry of its own at its address, and index.html at every other', async () => {
    for (const url of ['/auth', '/auth?next=%2Ftenants']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(authHtml);
    }
    for (const url of ['/authx', '/auth/x', '/tenants']) expect((await get(url)).body, url).toBe(indexHtml);
  });

  it('does not cache files without a hash in their name for good, nor compress them again', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it("sends the service worker as a script to be checked on every use, from the site's root", async () => {
    for (const encoding of ['br', '']) {
      const res = await get('/sw.js', { 'accept-encoding': encoding });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      const body = encoding ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, encoding).toBe(serviceWorker);
      // A worker of the site's own may run (worker-src, else script-src, else default-src 'self').
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toMatch(/(?:^|;)script-src 'self'(?:;|$)/);
      expect(policy).not.toMatch(/worker-src|child-src/);
    }
  });

  it('sends the web app manifest with its type, checked on every use', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'PG Console' });
    expect(String(res.headers['content-security-policy'])).toMatch(/(?:^|;)default-src 'self'(?:;|$)/);
  });

  it('answers a file missing from assets/ (one of an earlier build) with a 404, not the app', async () => {
    for (const url of ['/assets/tenants-page-old123.js', '/assets/index-old123.css', '/assets/']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/plain/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).not.toBe(indexHtml);
    }
  });

  it('serves a file written into assets/ after it started (the next build, put in place before a restart)', async () => {
    const next = 'export const next = 1;\n'.repeat(100);
    writeFileSync(path.join(webDist, 'assets/app-next456.js'), next);
    writeFileSync(path.join(webDist, 'assets/app-next456.js.br'), brotliCompressSync(next));
    const res = await get('/assets/app-next456.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(next);
    for (const url of ['/assets/..%2Findex.html', '/assets/%2E%2E%2Ffavicon.svg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps, over builds, the files of the two builds before in assets/ (npm run build)', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pgc-kept-'));
    const script = path.resolve(import.meta.dirname, '../../web/scripts/kept-assets.mjs');
    const build = (name: string) => {
      execFileSync(process.execPath, [script, 'stash', dist]);
      rmSync(path.join(dist, 'assets'), { recursive: true, force: true });
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'assets', `${name}.js`), name);
      writeFileSync(path.join(dist, 'assets', `${name}.js.br`), brotliCompressSync(name));
      execFileSync(process.execPath, [script, 'restore', dist]);
      return readdirSync(path.join(dist, 'assets')).sort();
    };
    expect(build('one')).toEqual(['one.js', 'one.js.br']);
    expect(build('two')).toEqual(['one.js', 'one.js.br', 'two.js', 'two.js.br']);
    expect(build('three')).toHaveLength(6);
    expect(build('four')).toEqual([
      'four.js',
      'four.js.br',
      'three.js',
      'three.js.br',
      'two.js',
      'two.js.br',
    ]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/unknown', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error.code).toBe('not_found');
  });
});

// A report large enough to be compressed: a branch of 60 beds.
const signedIn = await t.signIn();
const { branch, room } = await makeRoomInNewBranch(t.db);
for (let i = 1; i <= 60; i++) await makeBed(t.db, room, { bedNumber: `B${i}` });
const reportUrl = `/api/branches/${branch.id}/reports/occupancy?start=2025-03-01&end=2025-03-31`;

describe('API answers', () => {
  it('are compressed from 1 KB, with the encoding the client prefers', async () => {
    const plain = await get(reportUrl, signedIn.headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(reportUrl, { ...signedIn.headers, 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(reportUrl, { ...signedIn.headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KB are sent as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('do not accept compressed request bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'whatever it is' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

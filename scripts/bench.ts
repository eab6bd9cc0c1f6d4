/**
 * Benchmark of the read paths at scale: seeds a large branch (scripts/seed-large.ts) in a fresh
 * database, then times, through the server's own request handling (app.inject, so without network
 * but with routing, access checks, validation and serialisation), the dashboard figures and charts,
 * the report data and the first page of every list under /api/branches/:branchId/.
 *
 *   npm run bench                       fresh in-memory PGlite
 *   DATABASE_URL=postgres://... npm run bench
 *                                       a fresh database created on that server, dropped afterwards
 *                                       (BENCH_KEEP=1 keeps it)
 *   BENCH_BRANCH=<id> [DATABASE_URL=... | DATA_DIR=...] npm run bench
 *                                       a branch seeded before (scripts/seed-large.ts), no seeding
 * BENCH_RUNS (default 20) timed runs per endpoint after 3 warm-up runs; SEED_SCALE (default 1)
 * scales every count but the beds.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@pg/contracts/common';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { syncCatalogue } from '../apps/server/src/db/catalogue.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createUser } from '../apps/server/src/modules/users/repository.ts';
import { scaled, seedLarge } from './seed-large.ts';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const warmup = 3;
const factor = Number(process.env.SEED_SCALE ?? 1);
const adminUrl = process.env.DATABASE_URL;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// BENCH_BRANCH=<id> measures a branch already seeded in DATABASE_URL (`npx tsx scripts/seed-large.ts`)
// instead of seeding a fresh database: quicker when measuring again.
const reuse = process.env.BENCH_BRANCH;
let url: string | undefined = reuse ? adminUrl : undefined;
let dbName: string | undefined;
if (adminUrl && !reuse) {
  dbName = `pgc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  url = u.toString();
}

const database = await openDatabase(
  url ? { url } : reuse ? { dataDir: process.env.DATA_DIR ?? './data' } : { memory: true },
);
await database.migrate();
await syncCatalogue(database.db);
let branch: { id: string; code: string };
if (reuse) {
  branch = { id: reuse, code: '(existing)' };
  console.log(`Database: ${database.kind}, existing branch ${reuse}\n`);
} else {
  console.log(
    `Database: ${database.kind}${dbName ? ` (${dbName})` : ' (in memory)'}; seeding, scale ${factor}`,
  );
  const t0 = performance.now();
  branch = await seedLarge(database.db, { counts: scaled(factor), log: console.log });
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-bench-')),
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(32).toString('hex'),
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
const password = 'benchmark password';
await createUser(database.db, { email, password, roleNames: ['super_admin'] });
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/token?grant_type=password',
  payload: { email, password },
});
const headers = { authorization: `Bearer ${(signIn.json() as { access_token: string }).access_token}` };

type Result = { name: string; status: number; bytes: number; p50: number; p95: number; max: number };
const results: Result[] = [];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(name: string, path: string, n = runs) {
  let status = 0;
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers });
    const ms = performance.now() - start;
    status = res.statusCode;
    bytes = res.rawPayload.length;
    if (i >= warmup) times.push(ms);
    if (status !== 200) break;
  }
  times.sort((a, b) => a - b);
  const r = times.length
    ? { name, status, bytes, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! }
    : { name, status, bytes, p50: Number.NaN, p95: Number.NaN, max: Number.NaN };
  results.push(r);
  print(r);
}

/** Follows a paged report to its end, once, and reports the total time. */
async function timeAllPages(name: string, path: string) {
  const start = performance.now();
  let cursor: string | null = null;
  let pages = 0;
  let rows = 0;
  let bytes = 0;
  let status = 200;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await app.inject({
      method: 'GET',
      url: `${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers,
    });
    status = res.statusCode;
    if (status !== 200) break;
    const body = res.json() as { rows: unknown[]; next_cursor: string | null };
    bytes += res.rawPayload.length;
    rows += body.rows.length;
    pages++;
    cursor = body.next_cursor;
  } while (cursor);
  const ms = performance.now() - start;
  const r = {
    name: `${name} (${pages} pages, ${rows.toLocaleString('en')} rows, once)`,
    status,
    bytes,
    p50: ms,
    p95: ms,
    max: ms,
  };
  results.push(r);
  print(r);
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1)).padStart(9);
function print(r: Result) {
  console.log(
    `${pad(r.name, 74)} ${String(r.status).padStart(4)} ${(r.bytes / 1024).toFixed(0).padStart(7)} KiB ${num(r.p50)} ${num(r.p95)} ${num(r.max)}`,
  );
}

const base = `/api/branches/${branch.id}`;
const today = todayIso();
const month = { start: `${today.slice(0, 7)}-01`, end: today };
const twoYears = { start: addDays(today, -729), end: today };

console.log(`${runs} runs per endpoint after ${warmup} warm-up runs; times in ms\n`);
console.log(`${pad('endpoint', 74)} code    size       p50       p95       max`);
await time('dashboard stats', `${base}/dashboard`);
await time('dashboard monthly chart (12 months)', `${base}/dashboard/monthly`);
await time('dashboard occupancy chart (30 days)', `${base}/dashboard/occupancy`);
await time('report occupancy, this month', `${base}/reports/occupancy?start=${month.start}&end=${month.end}`);
await time(
  'report occupancy, two years (500 beds x 730 days)',
  `${base}/reports/occupancy?start=${twoYears.start}&end=${twoYears.end}`,
  Math.min(runs, 10),
);
await time(
  'report financial, this month, first page',
  `${base}/reports/financial?start=${month.start}&end=${month.end}`,
);
await timeAllPages(
  'report financial, this month, all pages',
  `${base}/reports/financial?start=${month.start}&end=${month.end}`,
);
await time('report tenants, first page', `${base}/reports/tenants`);
await timeAllPages('report tenants, all pages', `${base}/reports/tenants`);

// The first page of every other list under a branch, whoever wrote it.
const measured = /\/(dashboard|reports)(\/|$)/;
const lists = app.routeTable.filter(
  (r) => r.method === 'GET' && r.url.startsWith('/api/branches/:branchId/') && !measured.test(r.url),
);
for (const route of lists) {
  if (/:(?!branchId)\w+/.test(route.url)) continue; // needs another id
  await time(
    `list ${route.url.replace('/api/branches/:branchId/', '')}, first page`,
    route.url.replace(':branchId', branch.id),
  );
}

await app.close();
await database.close();
if (adminUrl && dbName && !reuse && process.env.BENCH_KEEP !== '1') {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
} else if (dbName) {
  console.log(`\nKept database ${dbName}; branch ${branch.code} (${branch.id})`);
}

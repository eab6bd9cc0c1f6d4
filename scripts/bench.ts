/**
 * The benchmark, in one command, on PostgreSQL:
 *
 *   npm run bench                 seeds a large branch (scripts/seed-large.ts: 100,000 tenants,
 *                                 bookings, complaints, expenses and applications, 1,000,000
 *                                 payments) in a fresh database, starts the compiled server
 *                                 (`node apps/server/dist/main.js`, logging at its default level to
 *                                 /dev/null) and a bare Fastify + pg server (scripts/bench-bare.mjs)
 *                                 on loopback, and drives both with autocannon (20 connections):
 *                                 each list's first page (tenants, bookings, payments, complaints,
 *                                 expenses, dues, applications) beside the bare route on the same
 *                                 rows, in turns (sideBySide), and their ratio, then the dashboard;
 *                                 then the JS and CSS bytes of /auth and the dashboard
 *                                 (scripts/web-bytes.mjs, when the web app is built).
 *   npm run bench -- --chain      and a chain: 400 branches, 70,000 beds, 3,600,000 payments
 *                                 (seedChain); the dashboard of every branch (p50 of each, the worst
 *                                 named), the all-branch dashboard (p50 and p95) and the lists of one
 *                                 chain-sized branch beside the bare route.
 *   npm run bench -- --dues       only the Dues page of the large branch (100,000 tenants, 1,000,000
 *                                 payments): its first page beside the bare route, then one request
 *                                 at a time (p50 and p95) for each filter and sort, and the dashboard
 *                                 summary's SQL for 'This month'.
 *   npm run bench -- --beds       only the beds of the large branch: the bed board beside the bare
 *                                 route on the same rows, the beds list with its derived status and
 *                                 the beds free for a range, one request at a time (p50 and p95).
 *   npm run bench -- --lists      only the first page of each list of the large branch beside the
 *                                 bare route (the table the default run starts with).
 *   npm run bench -- --lighthouse only Lighthouse (scripts/bench-lighthouse.ts), which the default
 *                                 run also does after the lists: /auth and the large branch's
 *                                 dashboard, mobile and desktop presets, median of three runs each,
 *                                 against the built web app (built first) and compiled server.
 *   npm run bench -- --lighthouse --against <rev>
 *                                 and the web app as it was at git revision <rev>, built in a
 *                                 temporary worktree and served by a second server on the same
 *                                 database: each run of this build is followed by one of <rev>'s,
 *                                 and both medians are printed. Lighthouse's runs of one page differ
 *                                 by 10 points or more on this machine; only builds measured in
 *                                 turns tell a change from the noise. Both use this revision's
 *                                 server; <rev>'s web app is built with this checkout's packages
 *                                 when its package-lock.json is the same, else with its own.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server the database
 * is created on, dropped afterwards unless BENCH_KEEP=1 (which prints the keys it was used with).
 * BENCH_BRANCH=<id> with DATABASE_URL naming an already seeded database, and its JWT_SECRET and
 * DATA_KEY, measures that branch without seeding. BENCH_SECONDS
 * (default 10) per route, after a 2-second warm-up run (beside a bare route, in three rounds);
 * SEED_SCALE scales the seed; BENCH_LIGHTHOUSE_RUNS (default 3) is Lighthouse's runs per page,
 * preset and build.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { duesQuery } from '@pg/contracts/dues';
import { OWNER_REPORTS } from '@pg/contracts/owner-reports';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import { syncCatalogue } from '../apps/server/src/db/catalogue.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { dashboardStats } from '../apps/server/src/modules/dashboard/repository.ts';
import { duesItems } from '../apps/server/src/modules/dues/page.ts';
import { createUser } from '../apps/server/src/modules/users/repository.ts';
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts';
import { lighthouseBench } from './bench-lighthouse.ts';
import { scaled, seedChain, seedLarge } from './seed-large.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chain = process.argv.includes('--chain');
const bedsOnly = process.argv.includes('--beds');
const duesOnly = process.argv.includes('--dues');
const lighthouseOnly = process.argv.includes('--lighthouse');
const listsOnly = process.argv.includes('--lists');
const withLighthouse = lighthouseOnly || (!bedsOnly && !duesOnly && !listsOnly);
const againstAt = process.argv.indexOf('--against');
const against = againstAt > 0 ? process.argv[againstAt + 1] : undefined;
if (againstAt > 0 && !against) throw new Error('--against needs a git revision');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const factor = Number(process.env.SEED_SCALE ?? 1);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_BRANCH;

console.log(
  `Bench ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; node ${process.version}`,
);

const scratch = reuse ? undefined : await createScratchDatabase(adminUrl, 'pgc_bench', 4);
const url = scratch?.url ?? adminUrl;
const dbName = scratch?.name;
/** Drops the benchmark's own database once the servers have stopped, unless BENCH_KEEP=1 keeps it. */
async function dropScratchDatabase() {
  if (!scratch || process.env.BENCH_KEEP === '1') return false;
  await new Promise((r) => setTimeout(r, 500));
  await scratch.drop();
  return true;
}

const database = await openDatabase({ url });
await database.migrate();
await syncCatalogue(database.db);
let branchId: string;
if (reuse) {
  branchId = reuse;
  console.log(`Database ${new URL(url).pathname.slice(1)}, existing branch ${reuse}\n`);
} else {
  console.log(`Database ${dbName}; seeding a large branch, scale ${factor}`);
  const t0 = performance.now();
  branchId = (await seedLarge(database.db, { counts: scaled(factor), log: console.log })).id;
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
let chainIds: string[] = [];
if (chain) {
  console.log('Seeding a chain: 400 branches, 70,000 beds, 3,600,000 payments');
  const t0 = performance.now();
  chainIds = await seedChain(database.db, { log: console.log });
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
const email = `bench-${randomBytes(3).toString('hex')}@example.com`;
const password = 'benchmark password';
await createUser(database.db, { email, password, roleNames: ['super_admin'] });
await database.close();

// ---- the servers -------------------------------------------------------------------------------
const children: ChildProcess[] = [];
// A run that fails part-way (a server gone, Lighthouse signed out) stops the servers it started too.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function start(command: string, args: string[], env: Record<string, string>, probe: string) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(probe);
      if (res.status < 500) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${args.join(' ')} did not start`);
}

if (withLighthouse) {
  console.log('Building the web app (apps/web/dist)');
  execFileSync('npm', ['run', 'build', '-w', '@pg/web'], { cwd: root, stdio: 'ignore' });
}
const againstDist = withLighthouse && against ? buildWebAppAt(against) : undefined;
console.log('Building the server (apps/server/dist)');
execFileSync('node', ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
/**
 * Builds the web app as it is at git revision `rev` in a temporary worktree (this checkout's
 * packages when the revision's lock file is this one's, else its own, installed; always its own
 * contracts) and answers its dist directory.
 */
function buildWebAppAt(rev: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pgc-bench-web-'));
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`Building the web app at ${rev} (${commit}) in ${dir}`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  process.on('exit', () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
  });
  const theirLock = execFileSync('git', ['show', `${commit}:package-lock.json`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (theirLock !== readFileSync(path.join(root, 'package-lock.json'), 'utf8')) {
    // Other packages (React where this one has Preact, say): the revision's own, installed.
    console.log(`  ${commit} has other packages: npm ci in the worktree`);
    try {
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    } catch {
      // npm refuses some lock files written without other platforms' packages (see .ci/run).
      execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    }
  } else {
    // This checkout's packages, but the workspace's own contracts from the revision.
    const modules = path.join(dir, 'node_modules');
    mkdirSync(path.join(modules, '@pg'), { recursive: true });
    for (const name of readdirSync(path.join(root, 'node_modules'))) {
      if (name !== '@pg') symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
    }
    symlinkSync(path.join(dir, 'packages/contracts'), path.join(modules, '@pg/contracts'));
    // The web workspace's own packages, and a folder for the build's scratch files (prerender).
    const webModules = path.join(dir, 'apps/web/node_modules');
    mkdirSync(webModules, { recursive: true });
    const ownModules = path.join(root, 'apps/web/node_modules');
    for (const name of existsSync(ownModules) ? readdirSync(ownModules) : []) {
      if (!name.startsWith('.')) symlinkSync(path.join(ownModules, name), path.join(webModules, name));
    }
  }
  execFileSync('npm', ['run', 'build'], { cwd: path.join(dir, 'apps/web'), stdio: 'ignore' });
  return { rev: commit, dist: path.join(dir, 'apps/web/dist') };
}

// A database seeded before (BENCH_BRANCH) is opened only with the keys it was first used with.
const benchKeys = {
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  DATA_KEY: process.env.DATA_KEY ?? randomBytes(32).toString('hex'),
};

/** Starts the compiled server on a free port (serving `webDist`, else apps/web/dist); answers its address. */
async function startConsole(webDist?: string) {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  await start(
    'node',
    ['apps/server/dist/main.js'],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-bench-')),
      // Both consoles on the one database share its keys, as every server of a database must.
      JWT_SECRET: benchKeys.JWT_SECRET,
      DATA_KEY: benchKeys.DATA_KEY,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    },
    `${address}/api/health`,
  );
  return address;
}
const app = await startConsole();
const againstApp = againstDist ? await startConsole(againstDist.dist) : undefined;
const barePort = await freePort();
const bare = `http://127.0.0.1:${barePort}`;
/**
 * The bare dues route's statement (why it is these rows alone: scripts/bench-bare.mjs): the console's
 * own text of the first Dues page's rows, as Drizzle sends it, with the branch and today as {arg} for
 * the bare server to fill in each request.
 */
function bareDuesStatement() {
  const [branch, today] = ['<branch>', '<today>'];
  const { sql: text, params } = new PgDialect().sqlToQuery(duesItems(branch, duesQuery.parse({}), today));
  const arg = (p: unknown) => (p === branch ? { arg: 'branch' } : p === today ? { arg: 'today' } : p);
  return JSON.stringify({ text, params: params.map(arg) });
}
await start(
  'node',
  ['scripts/bench-bare.mjs'],
  { PORT: String(barePort), DATABASE_URL: url, BARE_DUES: bareDuesStatement() },
  `${bare}/`,
);

const signIn = await fetch(`${app}/api/auth/token?grant_type=password`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const { access_token } = (await signIn.json()) as { access_token: string };
const headers = { authorization: `Bearer ${access_token}` };

// ---- measuring ---------------------------------------------------------------------------------
type Run = { rps: number; p50: number; p99: number; failed: number };
async function cannon(target: string, withAuth: boolean, duration = seconds, warmUp = 2): Promise<Run> {
  const opts = { url: target, connections, headers: withAuth ? headers : {} };
  if (warmUp) await autocannon({ ...opts, duration: warmUp });
  const r = await autocannon({ ...opts, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianRun = (runs: Run[]): Run => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  failed: runs.reduce((n, r) => n + r.failed, 0),
});

/**
 * A console route beside its bare route, taken in turns: after a warm-up of each, `rounds` (3)
 * rounds of console then bare, `seconds / rounds` each. What else the machine is doing moves both
 * sides of a round alike, so the ratio is the median of the rounds' ratios; the req/s and
 * latencies shown are the medians of the rounds.
 */
async function sideBySide(consoleUrl: string, bareUrl: string, rounds = 3) {
  await cannon(consoleUrl, true, 2, 0);
  await cannon(bareUrl, false, 2, 0);
  const consoleRuns: Run[] = [];
  const bareRuns: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    consoleRuns.push(await cannon(consoleUrl, true, seconds / rounds, 0));
    bareRuns.push(await cannon(bareUrl, false, seconds / rounds, 0));
  }
  return {
    console: medianRun(consoleRuns),
    bare: medianRun(bareRuns),
    ratio: median(consoleRuns.map((r, i) => r.rps / bareRuns[i]!.rps)),
  };
}

const LISTS = ['tenants', 'bookings', 'payments', 'complaints', 'expenses', 'dues', 'applications'] as const;
const cell = (r: Run) =>
  `${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(0).padStart(5)} ${r.p99.toFixed(0).padStart(5)}${r.failed ? ` (${r.failed} failed)` : ''}`;

async function lists(branch: string, label: string, which: readonly (typeof LISTS)[number][] = LISTS) {
  console.log(
    `\n${label}: first page of each list, c=${connections}, ${seconds} s each, in turns with the bare route (median of 3 rounds)`,
  );
  console.log(
    `${'list'.padEnd(14)} ${'console req/s  p50   p99'.padEnd(26)} ${'bare req/s  p50   p99'.padEnd(26)} ratio`,
  );
  for (const list of which) {
    const consoleUrl = `${app}/api/branches/${branch}/${list}`;
    const bareUrl = `${bare}/bare/${list}/${branch}`;
    const same = (await rowsOf(consoleUrl, true)) === (await rowsOf(bareUrl, false));
    const pair = await sideBySide(consoleUrl, bareUrl);
    console.log(
      `${list.padEnd(14)} ${cell(pair.console).padEnd(26)} ${cell(pair.bare).padEnd(26)} ${pair.ratio.toFixed(2)}${same ? '' : ' (the bare route answers other rows)'}`,
    );
  }
}

/** The rows of a page, by id (a tenant's on the Dues page), in order: the bare route must answer the same. */
async function rowsOf(target: string, withAuth: boolean) {
  const res = await fetch(target, { headers: withAuth ? headers : {} });
  const { items } = (await res.json()) as { items: { id?: string; tenant_id?: string }[] };
  return items.map((r) => r.id ?? r.tenant_id).join();
}

/** One request at a time, `n` after `warmUps` more: the p50 and p95 in ms. */
async function sequential(target: string, n = 10, warmUps = 2) {
  const times: number[] = [];
  for (let i = 0; i < n + warmUps; i++) {
    const t0 = performance.now();
    const res = await fetch(target, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${target}: ${res.status}`);
    if (i >= warmUps) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

if (!bedsOnly && !lighthouseOnly) {
  await lists(branchId, 'Large branch (100k rows, 1M payments)', duesOnly ? ['dues'] : LISTS);
  if (listsOnly) {
    for (const child of children) child.kill('SIGTERM');
    await dropScratchDatabase();
    process.exit(0);
  }
  if (!duesOnly) {
    const dash = await cannon(`${app}/api/branches/${branchId}/dashboard`, true);
    console.log(`\nDashboard of the large branch, c=${connections}: ${cell(dash)} (req/s, p50 ms, p99 ms)`);
    const dashMonth = await cannon(`${app}/api/branches/${branchId}/dashboard?period=this_month`, true);
    console.log(`Dashboard, 'This month', c=${connections}: ${cell(dashMonth)}`);
  }
  {
    // The summary's SQL alone, as the server runs it: one statement over branch_monthly_totals.
    const db = await openDatabase({ url });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const times: number[] = [];
    for (let i = 0; i < 22; i++) {
      const t0 = performance.now();
      await dashboardStats(db.db, branchId, today, 'this_month');
      if (i >= 2) times.push(performance.now() - t0);
    }
    await db.close();
    times.sort((a, b) => a - b);
    console.log(
      `Dashboard summary SQL, 'This month', sequential: p50 ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms`,
    );
  }

  // The Dues page: every tenant's balance in one statement, sequential requests.
  {
    const c = scaled(factor);
    console.log(
      `\nDues page of the large branch (${c.tenants.toLocaleString('en-IN')} tenants, ${c.payments.toLocaleString('en-IN')} payments at scale ${factor}), one request at a time`,
    );
  }
  for (const [label, query] of [
    ['all, by amount', ''],
    ['overdue', '?filter=overdue'],
    ['by age', '?sort=age'],
    ['search', '?q=Tenant%201'],
    ['dashboard card', '?limit=1'],
  ] as const) {
    const r = await sequential(`${app}/api/branches/${branchId}/dues${query}`, 20);
    console.log(
      `${label.padEnd(16)} p50 ${r.p50.toFixed(0).padStart(5)} ms  p95 ${r.p95.toFixed(0).padStart(5)} ms`,
    );
  }
}

/** p50 and p95 of `n` requests sent one at a time (after 5 warm-ups), in ms, as a line of the report. */
async function oneByOne(target: string, n = 100) {
  const { p50, p95 } = await sequential(target, n, 5);
  return `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
}

if (duesOnly) {
  for (const child of children) child.kill('SIGTERM');
  await dropScratchDatabase();
  process.exit(0);
}

if (withLighthouse) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  console.log(
    `\nLighthouse (performance; median of ${runs} runs by score), /auth and the large branch's dashboard`,
  );
  await lighthouseBench({
    runs,
    builds: [
      { label: 'this build', app },
      ...(againstApp && againstDist ? [{ label: againstDist.rev, app: againstApp }] : []),
    ],
    signIn: async (origin) => {
      const res = await fetch(`${origin}/api/auth/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pg_refresh='));
      if (!res.ok || !cookie) throw new Error(`signing in for Lighthouse: ${res.status}`);
      return cookie.split(';')[0]!;
    },
  });
}

// The bed board (every room and bed with its status, tenant and dates, in one statement) and the
// beds list with its status derived from the bookings, for the large branch's 500 beds.
if (!lighthouseOnly) console.log('\nBeds of the large branch (500 beds), one request at a time, 100 each:');
for (const [label, target] of lighthouseOnly
  ? []
  : ([
      ['bed board', `/api/branches/${branchId}/beds/board`],
      ['bed board, bare route', `${bare}/bare/board/${branchId}`],
      ['beds list (status derived)', `/api/branches/${branchId}/beds`],
      ['beds list, status=available', `/api/branches/${branchId}/beds?status=available`],
      [
        'beds free for 30 days',
        `/api/branches/${branchId}/beds/free?start_date=2026-06-01&end_date=2026-06-30`,
      ],
    ] as const)) {
  const url = target.startsWith('http') ? target : `${app}${target}`;
  console.log(`  ${label.padEnd(30)} ${await oneByOne(url)}`);
}
if (!lighthouseOnly) {
  const board = await sideBySide(
    `${app}/api/branches/${branchId}/beds/board`,
    `${bare}/bare/board/${branchId}`,
  );
  console.log(
    `  bed board, c=${connections}: ${cell(board.console)}, bare route ${cell(board.bare)} (req/s, p50 ms, p99 ms), ratio ${board.ratio.toFixed(2)}`,
  );
}

if (chain && chainIds.length && !lighthouseOnly) {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  // The dashboard of every branch, one request at a time: p50 of 10 after 2 warm-ups each.
  const per: { id: string; p50: number }[] = [];
  for (const id of chainIds) {
    per.push({ id, p50: (await sequential(`${app}/api/branches/${id}/dashboard`)).p50 });
  }
  per.sort((a, b) => a.p50 - b.p50);
  const worst = per.at(-1)!;
  console.log(
    `\nChain dashboard, ${per.length} branches, sequential: median branch p50 ${per[Math.floor(per.length / 2)]!.p50.toFixed(1)} ms, worst branch p50 ${worst.p50.toFixed(1)} ms (${worst.id})`,
  );
  // The owner's view across branches: the super admin's every branch (the chain and the large
  // branch), one request at a time. The branch figures' daily job has run by now (100 s after
  // the server started), so even the first reads them as kept; one payment then makes its branch's
  // figures worked out again.
  const first = await sequential(`${app}/api/dashboard/branches`, 1, 0);
  const across = await sequential(`${app}/api/dashboard/branches`, 20);
  console.log(
    `All-branch dashboard, ${chainIds.length + 1} branches, sequential: p50 ${across.p50.toFixed(1)} ms, p95 ${across.p95.toFixed(1)} ms; the first: ${first.p50.toFixed(0)} ms`,
  );
  const someone = (await (
    await fetch(`${app}/api/branches/${chainIds[0]}/tenants?limit=1`, { headers })
  ).json()) as {
    items: { id: string }[];
  };
  const changed = await fetch(`${app}/api/branches/${chainIds[0]}/payments`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ tenant_id: someone.items[0]!.id, amount: 100, method: 'cash', date: year }),
  });
  const afterPayment = await sequential(`${app}/api/dashboard/branches`, 1, 0);
  console.log(`  after a payment in one branch (${changed.status}): ${afterPayment.p50.toFixed(1)} ms`);
  const chainDash = await cannon(`${app}/api/branches/${chainIds[0]}/dashboard`, true);
  console.log(`Chain branch dashboard, c=${connections}: ${cell(chainDash)}`);
  await lists(chainIds[0]!, 'Chain-sized branch (175 beds, 9,000 payments)');

  // The owner's reports of the last year for the whole chain (branch=all), each as JSON and as the
  // Excel file read to its end: one request at a time, the slower of two after a warm-up.
  const from = `${Number(year.slice(0, 4)) - 1}${year.slice(4)}`;
  console.log(`\nOwner reports, whole chain (${chainIds.length} branches), ${from} to ${year}:`);
  // The day book lists every voucher (2.4 million in the chain's year, more than an Excel sheet
  // holds): its screen is timed over the year, its files over the last month.
  const monthFrom = `${year.slice(0, 7)}-01`;
  for (const report of OWNER_REPORTS) {
    const times: string[] = [];
    for (const format of report === 'day-book'
      ? (['json', 'csv', 'xlsx'] as const)
      : (['json', 'xlsx'] as const)) {
      const start = report === 'day-book' && format !== 'json' ? monthFrom : from;
      const target = `${app}/api/reports/${report}?branch=all&from=${start}&to=${year}&format=${format}`;
      let worst = 0;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const res = await fetch(target, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${report} ${format}: ${res.status}`);
        if (i > 0) worst = Math.max(worst, performance.now() - started);
      }
      times.push(`${format}${start === from ? '' : ` (from ${start})`} ${(worst / 1000).toFixed(2)} s`);
    }
    console.log(`  ${report}: ${times.join(', ')}`);
  }
}

for (const child of children) child.kill('SIGTERM');
if (!(await dropScratchDatabase()) && dbName) {
  console.log(`\nKept database ${dbName}; branch ${branchId}`);
  console.log(`Measure it again with JWT_SECRET=${benchKeys.JWT_SECRET} DATA_KEY=${benchKeys.DATA_KEY}`);
}

console.log('\nJS and CSS of the first pages (scripts/web-bytes.mjs)');
if (existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))) {
  execFileSync('node', ['scripts/web-bytes.mjs'], { cwd: root, stdio: 'inherit' });
} else {
  console.log('  the web app is not built: `npm run build -w @pg/web` first');
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { syncCatalogue } from '../src/db/catalogue.ts';
import { type Database, type Db, openDatabase, query } from '../src/db/client.ts';
import { createBackup, readManifest, tableCounts } from '../src/lib/backup.ts';
import { restoreBackup } from '../src/lib/restore.ts';
import { createUser } from '../src/modules/users/repository.ts';
import { testClock } from './clock.ts';
import {
  makeApplication,
  makeBed,
  makeBooking,
  makeComplaint,
  makeExpense,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'pgc-backup-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const dataKey = randomBytes(32);

/** A database with a bit of everything: inventory, tenants, bookings, payments, expenses. */
async function fill(db: Db) {
  await createUser(db, {
    email: `owner-${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse battery',
    roleNames: ['super_admin'],
  });
  for (let b = 0; b < 2; b++) {
    const { branch, room } = await makeRoomInNewBranch(db);
    await makeApplication(db, dataKey, branch);
    const rejected = await makeApplication(db, dataKey, branch);
    await db.execute(sql`update tenant_applications set status = 'rejected' where id = ${rejected}`);
    for (let i = 0; i < 3; i++) {
      const bed = await makeBed(db, room);
      const tenant = await makeTenant(db, branch);
      await makeBooking(db, { bed, tenant });
      await makePayment(db, tenant, { amount: 1234.5 + i });
      await makePayment(db, tenant, { amount: 99.99, date: '2025-02-03' });
      await makeComplaint(db, tenant);
      await makeExpense(db, branch, { amount: 250.25 * (i + 1) });
    }
  }
  // What the triggers counted of it, which every restore below must bring back.
  const kept = sql`select tenants_total, complaints_total, applications_pending, applications_rejected
    from branch_counts`;
  const perBranch = {
    tenants_total: 3,
    complaints_total: 3,
    applications_pending: 1,
    applications_rejected: 1,
  };
  expect(await query(db, kept)).toEqual([perBranch, perBranch]);
}

/**
 * What must survive a round trip: every table's row count, the money totals and the counts the
 * triggers keep per branch (branch_counts), which a restore copies rather than recounts.
 */
async function snapshot(db: Db) {
  const [money] = await query<Record<string, string>>(
    db,
    sql`select
      (select coalesce(sum(amount), 0)::text from payments) as payments,
      (select coalesce(sum(amount), 0)::text from expenses) as expenses,
      (select coalesce(sum(total_rent), 0)::text from bookings) as rent,
      (select coalesce(sum(payments_completed_amount), 0)::text from branch_monthly_totals) as monthly_payments,
      (select coalesce(sum(expenses_amount), 0)::text from branch_monthly_totals) as monthly_expenses`,
  );
  const counts = await query(db, sql`select * from branch_counts order by branch_id`);
  return { tables: await tableCounts(db), money, counts };
}

async function memoryDatabase() {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await syncCatalogue(database.db);
  return database;
}

const databases: Database[] = [];
const createdDbs: string[] = [];
afterAll(async () => {
  for (const d of databases) await d.close().catch(() => {});
  if (adminUrl && createdDbs.length) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of createdDbs) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

/** A new, empty PostgreSQL database, dropped after the tests. */
async function newPostgres() {
  const name = `pgc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDbs.push(name);
  const u = new URL(adminUrl ?? '');
  u.pathname = `/${name}`;
  return u.toString();
}

const config = (over: { DATABASE_URL?: string; DATA_DIR?: string } = {}) => ({
  DATABASE_URL: over.DATABASE_URL,
  DATA_DIR: over.DATA_DIR ?? scratch(),
  DATA_KEY: undefined,
  dataKey: randomBytes(32),
});

/** Every path under `root` (itself included) whose mode lets its group or others in, with the mode. */
function openToOthers(root: string) {
  const paths = [root, ...readdirSync(root, { recursive: true }).map((p) => path.join(root, String(p)))];
  return paths
    .map((p) => ({ p, mode: statSync(p).mode }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ p, mode }) => `${(mode & 0o777).toString(8)} ${p}`);
}

describe('erasure', () => {
  it('a backup taken after an erasure holds none of the erased values', { timeout: 300_000 }, async () => {
    const t = await createTestApp();
    const admin = await t.signIn(['super_admin']);
    const { branch } = await makeRoomInNewBranch(t.db);
    const tenant = await makeTenant(t.db, branch, { name: 'Leaving Tenant', leftAt: '2025-02-01' });
    const erased = {
      guardian_name: 'Qzvorth Guardian',
      permanent_address: '17 Qzvorth Lane, Pune',
      previous_address: '9 Wyxlemb Road, Mysuru',
      workplace: 'Qzvorth Looms Ltd',
      emergency_name: 'Wyxlemb Emergency',
      emergency_relation: 'Qzvorth cousin',
      emergency_phone: '9845071234',
      visa_number: 'VQZV734512',
    };
    const send = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
    const saved = await send('PUT', `/api/tenants/${tenant.id}/profile`, {
      ...erased,
      nationality: 'Canadian',
      passport_country: 'Canada',
      visa_type: 'Student',
      visa_expiry: '2027-06-30',
      arrived_in_india_on: '2025-01-10',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Rewritten a few times, so that old row versions and the log hold them more than once.
    for (let i = 0; i < 3; i++) {
      await send('PUT', `/api/tenants/${tenant.id}/profile`, {
        ...erased,
        nationality: 'Canadian',
        occupation: `Job ${i}`,
      });
    }
    const erase = await send('POST', `/api/tenants/${tenant.id}/erase`);
    expect(erase.statusCode, erase.body).toBe(200);

    const { file } = await createBackup({
      database: t.database,
      dir: scratch(),
      clock: testClock(),
      pgDump: null,
    });
    const bytes = gunzipSync(readFileSync(file));
    expect(bytes.includes('Leaving Tenant')).toBe(true);
    for (const value of Object.values(erased)) expect(bytes.includes(value), value).toBe(false);
  });
});

describe('file modes', () => {
  it('keeps backups and the embedded database to their owner: directories 0700, files 0600', {
    timeout: 300_000,
  }, async () => {
    const source = adminUrl ? await openDatabase({ url: await newPostgres() }) : await memoryDatabase();
    databases.push(source);
    if (adminUrl) await source.migrate();
    const dir = path.join(scratch(), 'backups');
    const { file } = await createBackup({ database: source, dir, clock: testClock(), pgDump: null });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(openToOthers(dir)).toEqual([]);
    if (adminUrl) return;

    // The embedded database: made (from its template), written to and closed.
    const dataDir = scratch();
    const made = await openDatabase({ dataDir });
    await made.db.execute(
      sql`create table notes as select 'note ' || g as body from generate_series(1, 5000) g`,
    );
    await made.close();
    expect(readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe.skipIf(adminUrl)('backup and restore on the embedded database', () => {
  it('restores into an empty data directory with every row and total, and refuses a full one without --force', {
    timeout: 300_000,
  }, async () => {
    const source = await memoryDatabase();
    databases.push(source);
    await fill(source.db);
    const before = await snapshot(source.db);
    const dir = scratch();
    const clock = testClock(new Date('2026-11-22T03:00:00Z'));
    const { file, manifest } = await createBackup({ database: source, dir, clock, dataKey });
    expect(path.basename(file)).toMatch(/^pgc-2026-11-22T0300-[0-9a-f]{8}\.tar\.gz$/);
    expect(manifest).toMatchObject({ database: 'pglite', dump: 'logical', includesKey: true });
    expect(manifest.migration?.count).toBeGreaterThan(0);
    expect((await readManifest(file))?.tables).toEqual(before.tables);

    const target = config();
    const report = await restoreBackup({ file, config: target, clock });
    expect(report.tables).toEqual(before.tables);
    expect(report.lines.join('\n')).toMatch(/Restored the backup's DATA_KEY/);
    expect(readFileSync(path.join(target.DATA_DIR, 'data-key'), 'utf8')).toBe(dataKey.toString('hex'));
    const restored = await openDatabase({ dataDir: target.DATA_DIR });
    try {
      expect(await snapshot(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }

    // The data directory now holds a database: a second restore needs --force, and keeps it aside.
    await expect(restoreBackup({ file, config: target, clock })).rejects.toThrow(/not empty.*--force/);
    const again = await restoreBackup({ file, config: target, clock, force: true });
    expect(again.lines.join('\n')).toMatch(/Moved the current database aside/);
    expect(readdirSync(target.DATA_DIR).some((n) => n.startsWith('pgdata.before-restore-'))).toBe(true);
  });

  it('refuses a file that is not a backup', async () => {
    const dir = scratch();
    const file = path.join(dir, 'pgc-2026-01-01T0000.tar.gz');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, 'not a backup'));
    await expect(restoreBackup({ file, config: config(), clock: testClock() })).rejects.toThrow(
      /not a console backup/,
    );
    expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
  });
});

describe.skipIf(!adminUrl)('backup and restore on PostgreSQL', () => {
  async function postgresWithData() {
    const url = await newPostgres();
    const database = await openDatabase({ url });
    databases.push(database);
    await database.migrate();
    await syncCatalogue(database.db);
    await fill(database.db);
    return { url, database };
  }

  for (const pgDump of [undefined, null]) {
    it(`round trip through ${pgDump === null ? 'a logical dump' : 'pg_dump'}`, {
      timeout: 600_000,
    }, async () => {
      const { url, database } = await postgresWithData();
      const before = await snapshot(database.db);
      const clock = testClock();
      const { file, manifest } = await createBackup({ database, url, dir: scratch(), clock, pgDump });
      expect(manifest.dump).toBe(pgDump === null ? 'logical' : 'pg_dump');

      const targetUrl = await newPostgres();
      const report = await restoreBackup({ file, config: config({ DATABASE_URL: targetUrl }), clock });
      expect(report.target).toBe('postgres');
      const restored = await openDatabase({ url: targetUrl });
      databases.push(restored);
      expect(await snapshot(restored.db)).toEqual(before);

      // Restoring onto a database with tables needs --force.
      await expect(
        restoreBackup({ file, config: config({ DATABASE_URL: targetUrl }), clock }),
      ).rejects.toThrow(/not empty.*--force/);
      await restored.db.execute(sql`delete from expenses`);
      await restoreBackup({ file, config: config({ DATABASE_URL: targetUrl }), clock, force: true });
      expect(await snapshot(restored.db)).toEqual(before);
    });
  }

  it('counts what later migrations keep when a logical dump from before them is restored', {
    timeout: 600_000,
  }, async () => {
    // A database as it was before branch_counts (0019, 0020), with tenants, complaints and
    // applications in two branches, dumped row by row.
    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] };
    const before0019 = journal.entries.find((e) => e.tag.startsWith('0018_'));
    if (!before0019) throw new Error('no migration 0018 in the journal');
    const url = await newPostgres();
    const database = await openDatabase({ url });
    databases.push(database);
    await database.migrate({ upTo: before0019 });
    expect((await query(database.db, sql`select to_regclass('branch_counts') as t`))[0]).toEqual({ t: null });
    for (let b = 0; b < 2; b++) {
      const { branch } = await makeRoomInNewBranch(database.db);
      await makeApplication(database.db, dataKey, branch);
      for (let i = 0; i <= b; i++) await makeComplaint(database.db, await makeTenant(database.db, branch));
    }
    const clock = testClock();
    const { file, manifest } = await createBackup({ database, url, dir: scratch(), clock, pgDump: null });
    expect(manifest.migration?.count).toBe(journal.entries.indexOf(before0019) + 1);

    const targetUrl = await newPostgres();
    await restoreBackup({ file, config: config({ DATABASE_URL: targetUrl }), clock });
    const restored = await openDatabase({ url: targetUrl });
    databases.push(restored);
    const recount = sql`select b.id as branch_id,
        (select count(*) from tenants t where t.branch_id = b.id)::int as tenants_total,
        (select count(*) from complaints c where c.branch_id = b.id)::int as complaints_total,
        (select count(*) from tenant_applications a where a.branch_id = b.id and a.status = 'pending')::int as pending
      from branches b order by 1`;
    const kept = sql`select branch_id, tenants_total, complaints_total, applications_pending as pending
      from branch_counts order by 1`;
    const counted = await query(restored.db, recount);
    expect(counted.map((r) => (r as { tenants_total: number }).tenants_total).sort((a, b) => a - b)).toEqual([
      1, 2,
    ]);
    expect(await query(restored.db, kept)).toEqual(counted);
  });

  it('moves an embedded database into PostgreSQL', { timeout: 600_000 }, async () => {
    const source = await memoryDatabase();
    databases.push(source);
    await fill(source.db);
    const before = await snapshot(source.db);
    const clock = testClock();
    const { file } = await createBackup({ database: source, dir: scratch(), clock });
    const targetUrl = await newPostgres();
    const report = await restoreBackup({ file, config: config({ DATABASE_URL: targetUrl }), clock });
    expect(report.lines.join('\n')).toMatch(/Loaded every table into PostgreSQL/);
    const restored = await openDatabase({ url: targetUrl });
    databases.push(restored);
    expect(await snapshot(restored.db)).toEqual(before);
  });
});

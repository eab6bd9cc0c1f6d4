import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/journal.ts';
import {
  assertDatabaseNotNewer,
  codeMigrationLevel,
  databaseMigrationLevel,
  NewerDatabaseError,
} from '../src/db/migration-level.ts';
import { makeBranch } from './factories.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * A rolling upgrade on PostgreSQL: the servers of this version keep answering reads and writes
 * while a newer version migrates the database with an expand-only migration (a new table, a new
 * nullable column), and after it; a server of this version that starts again is refused, as the
 * newer schema is not one it knows.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
/** The lock the next version's migration waits on, so that the test can act while it is under way. */
const HOLD = 90_381_127;

/** This code's migrations and one more, as the next version would ship it: expand only. */
function nextVersionMigrations() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pgc-next-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_next_version_expand`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(
    path.join(folder, `${tag}.sql`),
    [
      `CREATE TABLE "notes" ("id" uuid PRIMARY KEY, "text" text NOT NULL);`,
      `SELECT pg_advisory_xact_lock(${HOLD});`,
      `ALTER TABLE "tenants" ADD COLUMN "preferred_name" text;`,
      `CREATE TABLE "tenant_nicknames" ("tenant_id" uuid PRIMARY KEY REFERENCES "tenants"("id") ON DELETE cascade, "nickname" text NOT NULL);`,
    ].join('--> statement-breakpoint\n'),
  );
  return folder;
}

describe.skipIf(!adminUrl)('a rolling upgrade', () => {
  it("keeps this version's servers answering while the next one migrates, and after", {
    timeout: 120_000,
  }, async () => {
    const a = await createTestApp({ BACKUP_HOUR: 'off' });
    const b = await a.anotherServer();
    const staff = await a.signIn(['super_admin']);
    const branch = await makeBranch(a.db);
    let n = 0;
    /** A read and a write on a server of this version. */
    const answers = async (server: Pick<TestApp, 'app'>) => {
      const created = await server.app.inject({
        method: 'POST',
        url: `/api/branches/${branch.id}/tenants`,
        headers: staff.headers,
        payload: { name: `Tenant ${++n}`, phone: `98765${String(n).padStart(5, '0')}` },
      });
      expect(created.statusCode, created.body).toBe(201);
      const list = await server.app.inject({
        method: 'GET',
        url: `/api/branches/${branch.id}/tenants?limit=100`,
        headers: staff.headers,
      });
      expect(list.statusCode).toBe(200);
      expect((list.json() as { items: { name: string }[] }).items.map((t) => t.name)).toContain(
        `Tenant ${n}`,
      );
    };
    await answers(a);

    // The next version's server starts its migration, which waits on a lock the test holds.
    const holder = new pg.Client({ connectionString: a.url });
    const migrator = new pg.Client({ connectionString: a.url });
    await holder.connect();
    await migrator.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [HOLD]);
      await migrator.query('select pg_advisory_lock(7483920151)'); // as Database.migrate takes it
      const migrating = migrate(drizzle(migrator), { migrationsFolder: nextVersionMigrations() });
      const waiting = async () =>
        Number(
          (
            await holder.query(
              `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
              [HOLD],
            )
          ).rows[0].n,
        );
      while ((await waiting()) === 0) await new Promise((r) => setImmediate(r));

      // Under way: the new table is made, the transaction open; this version answers on both servers.
      await answers(a);
      await answers(b);
      await expect(assertDatabaseNotNewer(a.db)).resolves.toBeUndefined();

      await holder.query('select pg_advisory_unlock($1)', [HOLD]);
      await migrating;
      await migrator.query('select pg_advisory_unlock(7483920151)');
    } finally {
      await holder.end();
      await migrator.end();
    }

    // Migrated: the next version's schema; this version's servers still read and write.
    expect((await databaseMigrationLevel(a.db))?.count).toBe(codeMigrationLevel().count + 1);
    await answers(a);
    await answers(b);
    // A server of this version that starts now is refused: the schema is newer than it knows.
    await expect(assertDatabaseNotNewer(a.db)).rejects.toThrow(NewerDatabaseError);
  });
});

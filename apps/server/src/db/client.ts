import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ownerOnlyDir, ownerOnlyTree } from '../lib/owner-only.ts';
import { migrationsFolder, readJournal } from './journal.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs this code's migrations; with `upTo`, only those up to that level (a migration's journal
   * time), so that rows from a backup taken there can go in before the later ones run on them.
   */
  migrate(opts?: { upTo?: { when: number } }): Promise<void>;
  close(): Promise<void>;
};

/**
 * Runs `run` with a migrations folder: this code's, or with `upTo` a copy whose journal stops at
 * that level (removed afterwards).
 */
async function withMigrations(upTo: { when: number } | undefined, run: (folder: string) => Promise<void>) {
  if (!upTo) return run(migrationsFolder);
  const journal = readJournal();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pgc-migrations-'));
  try {
    const entries = journal.entries.filter((e) => e.when <= upTo.when);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries)
      cpSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    await run(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Money columns are numeric(12,2); node-postgres returns them as strings, which Drizzle's
// `mode: 'number'` converts. Dates stay strings (YYYY-MM-DD) so no time zone can shift them.
pg.types.setTypeParser(1082, (v) => v);

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir` (or in memory). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** A PGlite data directory dump to start from (restoring a backup). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    // Without JIT: the console's statements read few rows, and compiling one whose estimate passes
    // jit_above_cost took seconds on a loaded machine where running it took a tenth of that (the
    // Dues page: 2.5 s with, 0.15 to 0.3 s without).
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: '-c jit=off' });
    // An idle connection the server ends (a restart, a failover, a dropped database) is discarded
    // by the pool; without a listener its error would end the process.
    pool.on('error', (err) => console.warn(`database connection closed: ${err.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate({ upTo } = {}) {
        // An advisory lock lets several servers start at once against one database.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(7483920151)');
          await withMigrations(upTo, (folder) =>
            migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder }),
          );
        } finally {
          await client.query('select pg_advisory_unlock(7483920151)').catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.memory || !opts.dataDir ? undefined : path.join(opts.dataDir, 'pgdata');
  // Owner only: DATA_DIR and the database's directory 0700, its files 0600 (the embedded database
  // writes its first files world-writable; a restored dump comes out the same way).
  if (opts.dataDir && dir) {
    ownerOnlyDir(opts.dataDir);
    ownerOnlyDir(dir);
  }
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { btree_gist, pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  if (dir) ownerOnlyTree(dir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: ({ upTo } = {}) =>
      withMigrations(upTo, (folder) =>
        migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
      ),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function query<T>(db: Tx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

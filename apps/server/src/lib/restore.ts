import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { syncCatalogue } from '../db/catalogue.ts';
import { type Database, openDatabase, query } from '../db/client.ts';
import { databaseMigrationLevel } from '../db/migration-level.ts';
import {
  BackupError,
  type BackupManifest,
  copyLogical,
  findOnPath,
  loadLogicalFromFile,
  openBackup,
  tableCounts,
} from './backup.ts';
import type { Clock } from './clock.ts';
import { forgetSessionKeyCheck } from './key-checks.ts';

const run = promisify(execFile);

export type RestoreOptions = {
  file: string;
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATA_KEY' | 'dataKey'>;
  force?: boolean;
  clock: Clock;
  /** pg_restore's path. Default: pg_restore on the PATH. */
  pgRestore?: string | null;
};

export type RestoreReport = {
  manifest: BackupManifest;
  target: 'pglite' | 'postgres';
  /** Rows per table after the restore. */
  tables: Record<string, number>;
  /** What was done, one sentence a line. */
  lines: string[];
};

/**
 * The schema a logical dump's rows go into: the backup's own migration level, so that what later
 * migrations derive from rows (the totals and counts their triggers keep, filled in for the rows
 * already there) is derived from these rows when they run next. A backup without a level: all.
 */
const loadLevel = (manifest: BackupManifest) => (manifest.migration ? { upTo: manifest.migration } : {});

const stampOf = (d: Date) => d.toISOString().slice(0, 19).replace(/[:]/g, '');

/** Whether a PostgreSQL database holds any table of ours (or anything in public). */
async function postgresHasTables(database: Database) {
  const [row] = await query<{ n: number }>(
    database.db,
    sql`select (select count(*) from pg_tables where schemaname = 'public')::int
      + (case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else 1 end) as n`,
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * Restores a backup into the configured database (PostgreSQL when DATABASE_URL is set, else the
 * embedded one in DATA_DIR): refuses a database that is not empty unless `force`, then runs the
 * migrations newer than the backup's. The embedded database replaced by `force` is kept aside.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreReport> {
  const { config, clock } = opts;
  const backup = await openBackup(opts.file);
  const { manifest } = backup;
  const lines: string[] = [
    `Backup ${path.basename(opts.file)}: ${manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL'}, taken ${manifest.createdAt} by version ${manifest.appVersion}, ${manifest.migration?.count ?? 0} migrations.`,
  ];
  let database: Database | undefined;
  let source: Database | undefined;
  try {
    if (config.DATABASE_URL) {
      if (manifest.dump === 'pg_dump' && opts.pgRestore === null) {
        throw new BackupError(
          'This backup was made with pg_dump; restoring it needs pg_restore on the PATH.',
        );
      }
      database = await openDatabase({ url: config.DATABASE_URL });
      if (await postgresHasTables(database)) {
        if (!opts.force) {
          throw new BackupError(
            'The PostgreSQL database is not empty. Restore into an empty database, or add --force to replace everything in it (take a backup of it first).',
          );
        }
        await database.db.execute(sql`drop schema if exists drizzle cascade`);
        await database.db.execute(sql`drop schema if exists public cascade`);
        await database.db.execute(sql`create schema public`);
        lines.push('Emptied the PostgreSQL database (--force).');
      }
      if (manifest.dump === 'pg_dump') {
        const pgRestore = opts.pgRestore ?? findOnPath('pg_restore');
        if (!pgRestore) {
          throw new BackupError(
            'This backup was made with pg_dump; restoring it needs pg_restore on the PATH.',
          );
        }
        await run(
          pgRestore,
          [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            '--dbname',
            config.DATABASE_URL,
            backup.dumpFile,
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
        lines.push('Restored the pg_dump archive with pg_restore.');
      } else {
        if (manifest.dump === 'pglite-datadir') {
          await database.migrate();
          // The embedded database, opened in memory from its dump, brought to this version and
          // copied row by row: the way from one machine's embedded database to PostgreSQL.
          source = await openDatabase({
            memory: true,
            loadDataDir: new Blob([await readFile(backup.dumpFile)]),
          });
          await source.migrate();
          await copyLogical(source.db, database.db);
          lines.push('Copied every table of the embedded database into PostgreSQL.');
        } else {
          await database.migrate(loadLevel(manifest));
          await loadLogicalFromFile(database.db, backup.dumpFile);
          lines.push('Loaded every table into PostgreSQL.');
        }
      }
    } else {
      if (manifest.dump === 'pg_dump') {
        throw new BackupError(
          'This backup was made with pg_dump: restore it into PostgreSQL (set DATABASE_URL).',
        );
      }
      const pgdata = path.join(config.DATA_DIR, 'pgdata');
      if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
        if (!opts.force) {
          throw new BackupError(
            `The embedded database in ${pgdata} is not empty. Add --force to replace it (it is kept as pgdata.before-restore-…).`,
          );
        }
        const aside = `${pgdata}.before-restore-${stampOf(clock.now())}`;
        await rename(pgdata, aside);
        lines.push(`Moved the current database aside to ${aside}.`);
      }
      await mkdir(pgdata, { recursive: true });
      if (manifest.dump === 'pglite-datadir') {
        database = await openDatabase({
          dataDir: config.DATA_DIR,
          loadDataDir: new Blob([await readFile(backup.dumpFile)]),
        });
        lines.push(`Restored the embedded database into ${pgdata}.`);
      } else {
        database = await openDatabase({ dataDir: config.DATA_DIR });
        await database.migrate(loadLevel(manifest));
        await loadLogicalFromFile(database.db, backup.dumpFile);
        lines.push(`Loaded every table into the embedded database in ${pgdata}.`);
      }
    }

    const before = manifest.migration?.count ?? 0;
    await database.migrate();
    await syncCatalogue(database.db);
    // The restored sessions were signed with the old servers' key: the next server's own is checked
    // afresh (everyone signs in again). The DATA_KEY's check stays: the data needs that key.
    await forgetSessionKeyCheck(database.db);
    const after = (await databaseMigrationLevel(database.db))?.count ?? 0;
    lines.push(
      after > before
        ? `Ran ${after - before} newer migration${after - before === 1 ? '' : 's'} (now ${after}).`
        : `The schema is up to date (${after} migrations).`,
    );
    const tables = await tableCounts(database.db);
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    lines.push(`${Object.keys(tables).length} tables, ${rows} rows.`);
    lines.push(...(await restoreKey(backup.work, manifest, config, clock)));
    return { manifest, target: database.kind, tables, lines };
  } finally {
    await source?.close();
    await database?.close();
    await backup.cleanup();
  }
}

/** Puts the backup's DATA_KEY where the server reads it, or says what to do about the key. */
async function restoreKey(
  work: string,
  manifest: BackupManifest,
  config: RestoreOptions['config'],
  clock: Clock,
): Promise<string[]> {
  if (!manifest.includesKey) {
    return [
      'The backup holds no DATA_KEY: the server needs the DATA_KEY of the server that made it to read Aadhar numbers and photos.',
    ];
  }
  const key = Buffer.from((await readFile(path.join(work, 'data-key'), 'utf8')).trim(), 'hex');
  if (key.equals(config.dataKey)) return ['The DATA_KEY in use is the backup’s.'];
  const file = path.join(config.DATA_DIR, 'data-key');
  if (config.DATA_KEY) {
    const restored = `${file}.restored`;
    await writeFile(restored, key.toString('hex'), { mode: 0o600 });
    return [
      `The backup's DATA_KEY differs from the DATA_KEY set in the environment: set DATA_KEY to the key written to ${restored}.`,
    ];
  }
  if (existsSync(file)) await rename(file, `${file}.before-restore-${stampOf(clock.now())}`);
  await writeFile(file, key.toString('hex'), { mode: 0o600 });
  return [`Restored the backup's DATA_KEY into ${file}.`];
}

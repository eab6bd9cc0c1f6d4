import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BACKUP_FILE_NAME } from '@pg/contracts/administration';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { type Database, type Db, query } from '../db/client.ts';
import { codeMigrationLevel, databaseMigrationLevel, type MigrationLevel } from '../db/migration-level.ts';
import type { Clock } from './clock.ts';
import { ownerOnlyDir } from './owner-only.ts';

const run = promisify(execFile);

/**
 * A backup is one `.tar.gz` holding `manifest.json` and the database in one of three forms:
 * - `pgdata.tar`: the embedded database's own dump of its data directory (PGlite, backups made
 *   before these held only live rows; still restored);
 * - `database.pgdump`: `pg_dump` custom format (PostgreSQL, when pg_dump is installed);
 * - `database.ndjson`: every table's rows, one `table<TAB>row as JSON` line each, parents before
 *   children (the embedded database, and PostgreSQL without pg_dump). Any backup restores into
 *   PostgreSQL through this form.
 * With `--include-key` it also holds `data-key`, without which Aadhaar numbers and photos cannot
 * be read.
 */
export type DumpKind = 'pglite-datadir' | 'pg_dump' | 'logical';

export type BackupManifest = {
  format: 'pg-console-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  dump: DumpKind;
  migration: MigrationLevel | null;
  /** Rows per table when the backup was taken. */
  tables: Record<string, number>;
  includesKey: boolean;
};

const DUMP_FILES: Record<DumpKind, string> = {
  'pglite-datadir': 'pgdata.tar',
  pg_dump: 'database.pgdump',
  logical: 'database.ndjson',
};

export const BACKUP_NAME = BACKUP_FILE_NAME;

/** Set by scripts/build.mjs in the compiled server, whose file no longer sits two folders below package.json. */
declare const __APP_VERSION__: string | undefined;

function readAppVersion() {
  if (typeof __APP_VERSION__ === 'string') return __APP_VERSION__;
  try {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
export const appVersion = readAppVersion();

/** A program's path when it is on the PATH. */
export function findOnPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, program);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The tables of the public schema, parents before the tables whose foreign keys name them. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((t) => t.name);
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Rows per table of the public schema. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInOrder(db)) {
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Every row of every table, parents first, as `[table, row as JSON text]`. */
async function* logicalRows(db: Db): AsyncGenerator<[string, string]> {
  for (const table of await tablesInOrder(db)) {
    const rows = await query<{ j: string }>(
      db,
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
    );
    for (const row of rows) yield [table, row.j];
  }
}

/**
 * Loads rows into a migrated database, in one transaction: every table emptied first, the tables'
 * own triggers (running totals) held off while rows go in, since the totals come with the rows.
 * Columns the target has and the rows lack take their defaults.
 */
export async function loadLogical(db: Db, rows: AsyncIterable<[string, string]>) {
  const loaded: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx as unknown as Db);
    const known = new Set(tables);
    const columns = new Map<string, string[]>();
    for (const t of tables) {
      const cols = await query<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${t} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      columns.set(
        t,
        cols.map((c) => c.name),
      );
    }
    if (tables.length) {
      await tx.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} cascade`));
    }
    for (const t of tables) await tx.execute(sql`alter table ${sql.identifier(t)} disable trigger user`);
    // The columns a table's rows carry, read from its first row.
    const keysOf = new Map<string, Set<string>>();
    let batch: string[] = [];
    let batchTable: string | null = null;
    const flush = async () => {
      if (!batchTable || !batch.length) return;
      const keys = keysOf.get(batchTable) ?? new Set();
      const cols = (columns.get(batchTable) ?? []).filter((c) => keys.has(c));
      const list = sql.join(
        cols.map((c) => sql.identifier(c)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(batchTable)} (${list})
            select ${list} from json_populate_recordset(null::${sql.identifier(batchTable)}, ${`[${batch.join(',')}]`}::json)`,
      );
      loaded[batchTable] = (loaded[batchTable] ?? 0) + batch.length;
      batch = [];
    };
    for await (const [table, json] of rows) {
      if (!known.has(table))
        throw new BackupError(`The backup holds a table this version does not know: ${table}`);
      if (table !== batchTable || batch.length >= 500) {
        await flush();
        batchTable = table;
      }
      if (!keysOf.has(table)) keysOf.set(table, new Set(Object.keys(JSON.parse(json) as object)));
      batch.push(json);
    }
    await flush();
    for (const t of tables) await tx.execute(sql`alter table ${sql.identifier(t)} enable trigger user`);
  });
  return loaded;
}

async function* readLogicalFile(file: string): AsyncGenerator<[string, string]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    yield [line.slice(0, tab), line.slice(tab + 1)];
  }
}

async function writeLogicalFile(db: Db, file: string) {
  const out = createWriteStream(file);
  for await (const [table, json] of logicalRows(db)) {
    if (!out.write(`${table}\t${json}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

/**
 * `pgc-2026-11-22T0300-9f3a61c2.tar.gz`: the UTC minute, then a random part, so that servers
 * sharing one BACKUP_DIR never choose the same name, even in the same minute.
 */
function backupName(at: Date) {
  const stamp = at.toISOString().slice(0, 16).replace(':', '');
  return `pgc-${stamp}-${randomBytes(4).toString('hex')}.tar.gz`;
}

export type BackupOptions = {
  database: Database;
  /** The PostgreSQL URL (pg_dump connects with it). */
  url?: string;
  dir: string;
  clock: Clock;
  /** DATA_KEY to store in the backup, when asked. */
  dataKey?: Buffer;
  /** pg_dump's path; null makes a logical dump. Default: pg_dump on the PATH. */
  pgDump?: string | null;
};

/** Writes a backup into `dir` and returns its path and manifest. The database stays in use. */
export async function createBackup(opts: BackupOptions): Promise<{ file: string; manifest: BackupManifest }> {
  const { database, dir, clock } = opts;
  const at = clock.now();
  // Owner only: BACKUP_DIR 0700 and each backup 0600, made so rather than changed afterwards.
  ownerOnlyDir(dir);
  const work = await mkdtemp(path.join(os.tmpdir(), 'pgc-backup-'));
  try {
    let dump: DumpKind;
    if (database.kind === 'pglite') {
      // The live rows only, never the data directory: its write-ahead log and its dead row
      // versions still hold what an erasure removed. In one transaction, which on the embedded
      // database holds every other query back: the tables are read as of one moment.
      dump = 'logical';
      const file = path.join(work, DUMP_FILES[dump]);
      await database.db.transaction((tx) => writeLogicalFile(tx as unknown as Db, file));
    } else {
      const pgDump = opts.pgDump === undefined ? findOnPath('pg_dump') : opts.pgDump;
      if (pgDump && opts.url) {
        dump = 'pg_dump';
        await run(
          pgDump,
          [
            '-Fc',
            '--no-owner',
            '--no-privileges',
            '-f',
            path.join(work, DUMP_FILES[dump]),
            '--dbname',
            opts.url,
          ],
          {
            maxBuffer: 16 * 1024 * 1024,
          },
        );
      } else {
        dump = 'logical';
        await writeLogicalFile(database.db, path.join(work, DUMP_FILES[dump]));
      }
    }
    const manifest: BackupManifest = {
      format: 'pg-console-backup',
      formatVersion: 1,
      appVersion,
      createdAt: at.toISOString(),
      database: database.kind,
      dump,
      migration: await databaseMigrationLevel(database.db),
      tables: await tableCounts(database.db),
      includesKey: Boolean(opts.dataKey),
    };
    const entries = ['manifest.json', DUMP_FILES[dump]];
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (opts.dataKey) {
      await writeFile(path.join(work, 'data-key'), opts.dataKey.toString('hex'), { mode: 0o600 });
      entries.push('data-key');
    }
    const file = path.join(dir, backupName(at));
    const partial = `${file}.partial`;
    // Made 0600 before a byte is written; tar then writes into it, keeping the mode.
    await writeFile(partial, '', { mode: 0o600, flag: 'wx' });
    await chmod(partial, 0o600);
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Unpacks a backup into a new temporary directory and checks its manifest. */
export async function openBackup(file: string) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'pgc-restore-'));
  try {
    await tar.extract({ file, cwd: work, strict: true, filter: (p) => !p.includes('..') });
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw new BackupError(`${path.basename(file)} is not a console backup (${(err as Error).message})`);
  }
  const cleanup = () => rm(work, { recursive: true, force: true });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    await cleanup();
    throw new BackupError(`${path.basename(file)} has no manifest: it is not a console backup`);
  }
  const problem = manifestProblem(manifest, work);
  if (problem) {
    await cleanup();
    throw new BackupError(problem);
  }
  return { manifest, work, dumpFile: path.join(work, DUMP_FILES[manifest.dump]), cleanup };
}

function manifestProblem(m: BackupManifest, work: string): string | null {
  if (m.format !== 'pg-console-backup') return 'The manifest is not a console backup manifest';
  if (m.formatVersion !== 1) return `This version reads backup format 1, not ${m.formatVersion}`;
  if (!Object.hasOwn(DUMP_FILES, m.dump)) return `Unknown kind of dump: ${m.dump}`;
  if (!existsSync(path.join(work, DUMP_FILES[m.dump]))) return `The backup lacks its ${DUMP_FILES[m.dump]}`;
  const code = codeMigrationLevel();
  if (m.migration && m.migration.when > code.when) {
    return (
      `The backup comes from a newer version of the console (${m.appVersion}, ${m.migration.count} migrations; ` +
      `this version knows ${code.count}). Upgrade the console, then restore.`
    );
  }
  return null;
}

export class BackupError extends Error {}

/** The backups in a directory, newest first, with their manifests. */
export async function listBackups(dir: string) {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n));
  } catch {
    return [];
  }
  const list = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file);
      return {
        name,
        file,
        size: info.size,
        modifiedAt: info.mtime,
        manifest: await cachedManifest(file, info),
      };
    }),
  );
  return list.sort((a, b) =>
    (b.manifest?.createdAt ?? b.modifiedAt.toISOString()).localeCompare(
      a.manifest?.createdAt ?? a.modifiedAt.toISOString(),
    ),
  );
}

/**
 * Manifests already read, by path, size and time: a backup file never changes once written, and
 * reading one means reading the whole archive. Any server may have written the file (a shared
 * BACKUP_DIR); what is listed is always what the folder holds now.
 */
const manifests = new Map<string, { key: string; manifest: BackupManifest | null }>();

async function cachedManifest(file: string, info: { size: number; mtimeMs: number }) {
  const key = `${info.size}:${info.mtimeMs}`;
  const known = manifests.get(file);
  if (known?.key === key) return known.manifest;
  const manifest = await readManifest(file);
  if (manifests.size > 1000) manifests.clear();
  manifests.set(file, { key, manifest });
  return manifest;
}

/** The manifest of a backup file, read without unpacking the dump; null if unreadable. */
export async function readManifest(file: string): Promise<BackupManifest | null> {
  let text = '';
  try {
    await tar.list({
      file,
      filter: (p) => p === 'manifest.json',
      onReadEntry: (entry) => {
        entry.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
      },
    });
    return text ? (JSON.parse(text) as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** Deletes the backups in `dir` older than `keepDays` days, keeping the newest one whatever its age. */
export async function pruneBackups(dir: string, keepDays: number, now: Date) {
  const list = await listBackups(dir);
  const limit = now.getTime() - keepDays * 24 * 3600 * 1000;
  const removed: string[] = [];
  for (const b of list.slice(1)) {
    const at = Date.parse(b.manifest?.createdAt ?? '') || b.modifiedAt.getTime();
    if (at < limit) {
      await unlink(b.file);
      removed.push(b.name);
    }
  }
  return removed;
}

export { copyLogical, loadLogicalFromFile };

/** Loads a logical dump file into a migrated database. */
function loadLogicalFromFile(db: Db, file: string) {
  return loadLogical(db, readLogicalFile(file));
}

/** Copies every row of one database into another (migrated) one. */
function copyLogical(from: Db, to: Db) {
  return loadLogical(to, logicalRows(from));
}

import { sql } from 'drizzle-orm';
import { query, type Tx } from './client.ts';
import { readJournal } from './journal.ts';

/**
 * How far a database's schema has come: the migrations it has run, named by the last one. Drizzle
 * records each run migration in `drizzle.__drizzle_migrations` with its journal time (`when`), and
 * runs the journal's migrations whose time is later than the last recorded one.
 */
export type MigrationLevel = { count: number; when: number; tag: string | null };

/** The level this code's migrations bring a database to. */
export function codeMigrationLevel(): MigrationLevel {
  const { entries } = readJournal();
  const last = entries.at(-1);
  return { count: entries.length, when: last?.when ?? 0, tag: last?.tag ?? null };
}

/** The name of the migration recorded at `when`, if this code knows it. */
export const migrationTag = (when: number) => readJournal().entries.find((e) => e.when === when)?.tag ?? null;

/** The level a database is at; null when no migration has run on it. */
export async function databaseMigrationLevel(db: Tx): Promise<MigrationLevel | null> {
  const [table] = await query<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return null;
  const [row] = await query<{ count: number; when: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  if (!row?.when) return null;
  const when = Number(row.when);
  return { count: Number(row.count), when, tag: migrationTag(when) };
}

/** A database whose schema this code does not know: it was upgraded by a newer version. */
export class NewerDatabaseError extends Error {}

export function newerDatabaseMessage(level: MigrationLevel) {
  const code = codeMigrationLevel();
  return (
    `The database has been upgraded by a newer version of the console (${level.count} migrations; ` +
    `this version knows ${code.count}, up to ${code.tag}). Start the newer version, or restore a ` +
    'backup taken before the upgrade.'
  );
}

/** Throws NewerDatabaseError when the database's migrations go beyond this code's. */
export async function assertDatabaseNotNewer(db: Tx) {
  const level = await databaseMigrationLevel(db);
  if (level && level.when > codeMigrationLevel().when) {
    throw new NewerDatabaseError(newerDatabaseMessage(level));
  }
}

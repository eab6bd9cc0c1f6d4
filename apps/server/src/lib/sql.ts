import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';

/** The conditions given, joined with `and` (at least one must be given). */
export const whereAll = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` and `,
  );

/** The `n` of a statement that selects one row `as n`; 0 when it selects none. */
export const countOf = async (db: Tx, statement: SQL) =>
  (await query<{ n: number }>(db, statement))[0]?.n ?? 0;

/** A timestamp as either driver answers it (a Date or text), as ISO-8601 text. */
export const isoTimestamp = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, numeric, uuid } from 'drizzle-orm/pg-core';

/** timestamptz read as an ISO-8601 string, whichever driver answers (PGlite or node-postgres). */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (v) => (v instanceof Date ? v : new Date(v)).toISOString(),
});

export const id = () => uuid('id').primaryKey().defaultRandom();
export const timestampTz = (name: string) => isoTimestamp(name);
export const createdAt = () => isoTimestamp('created_at').notNull().default(sql`now()`);
/**
 * `col in ('a', 'b')` with the values written out, for a check constraint from the contracts' list
 * of a status, method or kind (and for a query a partial index over the same list can answer).
 */
export const isOneOf = (col: AnyPgColumn | SQL, values: readonly string[]) =>
  sql`${col} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

/** Rupees with paise: numeric(12,2), read as a number of rupees. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, numeric, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's text of a time in UTC: '2026-11-26 16:19:52.2909+00'. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the API sends it ('2026-11-26T16:19:52.290Z', milliseconds cut as Date cuts them).
 * The text of a UTC session is rewritten without a Date (a sixth of the time on list pages); any
 * other form goes through Date.
 */
export function timestampToIso(v: string | Date): string {
  if (typeof v === 'string') {
    const m = UTC_TEXT.exec(v);
    if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/** timestamptz read as an ISO-8601 string, whichever driver answers (PGlite or node-postgres). */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: timestampToIso,
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

/** A constant of the contracts (a status, a purpose) written out as an SQL literal: 'completed'. */
export const sqlText = <T extends string>(value: T) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** Rupees with paise: numeric(12,2), read as a number of rupees. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

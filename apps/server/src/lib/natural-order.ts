import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Natural order of a text number: '2' before '10', 'A2' before 'A10'. The text before a trailing
 * run of digits, then that number (-1 when none), then the text itself (so '01' and '1' keep a
 * fixed order). The same expressions index rooms and beds (db/schema/inventory.ts) and order their
 * lists, so page one of a list is read in order from the index, however many rows the branch has.
 */
export const naturalKey = (col: AnyPgColumn | SQL) => [
  sql`regexp_replace(${col}, '[0-9]+$', '')`,
  sql`coalesce(substring(${col} from '[0-9]+$')::numeric, -1)`,
  col,
];

/** naturalKey as an ORDER BY list. */
export const naturalOrder = (col: SQL) => sql.join(naturalKey(col), sql`, `);

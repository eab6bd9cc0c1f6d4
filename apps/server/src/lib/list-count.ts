import { listCountCap } from '@pg/contracts/common';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../db/client.ts';

type Page = { offset: number; limit: number };

const countStatement = (table: PgTable, where: SQL | undefined, page: Page) =>
  sql`(select count(*)::int from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${listCountCap(page.offset, page.limit) + 1}) s)`;

/**
 * The total of a list page as a column of the page's own query (one statement, not two): a count
 * over at most cap + 1 rows (contracts' listCountCap), exact up to the cap, `cap + 1` past it.
 * Reading at most ~1,000 index entries instead of every row of the branch keeps the first page of a
 * million payments as cheap as the page itself. Read it back with `pageTotal`.
 */
export const cappedCount = (table: PgTable, where: SQL | undefined, page: Page) =>
  countStatement(table, where, page).mapWith(Number);

/**
 * `{ total, total_capped }` of a page selected with `cappedCount` as `list_total`; an empty page
 * (past the end) counts on its own.
 */
export async function pageTotal(
  db: Tx,
  rows: readonly { list_total: number }[],
  table: PgTable,
  where: SQL | undefined,
  page: Page,
) {
  let n = rows[0]?.list_total ?? 0;
  if (!rows.length && page.offset > 0) {
    const [row] = await query<{ n: number }>(db, sql`select ${countStatement(table, where, page)} as n`);
    n = Number(row?.n ?? 0);
  }
  // total_capped only when true: an exact total reads as it always did, `{ items, total }`.
  return n > listCountCap(page.offset, page.limit) ? { total: n, total_capped: true } : { total: n };
}

/**
 * A count of a branch as the triggers keep it in branch_counts (migrations 0019 and 0020), as a
 * column of the page's own query: exact whatever the branch's size, one probe of its primary key.
 * `count` is an expression of branch_counts' columns (`tenants_total`, `applications_pending`…);
 * a branch with no row there yet counts 0.
 */
export const keptCount = (branchId: string, count: SQL) =>
  sql<number>`coalesce((select ${count} from branch_counts where branch_counts.branch_id = ${branchId}), 0)`.mapWith(
    Number,
  );

/**
 * Counts selected as columns of a page's rows (`keptCount`, `cappedCount`: the same on every row),
 * read from its first row; a page past the end selects them on their own.
 */
export async function pageCounts<K extends string>(
  db: Tx,
  rows: readonly Record<NoInfer<K>, number>[],
  counts: Record<K, SQL>,
): Promise<Record<K, number>> {
  const names = Object.keys(counts) as K[];
  const row =
    rows[0] ??
    (
      await query<Record<K, number>>(
        db,
        sql`select ${sql.join(
          names.map((name) => sql`${counts[name]} as ${sql.identifier(name)}`),
          sql`, `,
        )}`,
      )
    )[0];
  return Object.fromEntries(names.map((name) => [name, Number(row?.[name] ?? 0)])) as Record<K, number>;
}

/** A row without the `list_total` column `cappedCount` added. */
export const withoutTotal = <T extends { list_total: number }>({ list_total: _, ...row }: T) => row;

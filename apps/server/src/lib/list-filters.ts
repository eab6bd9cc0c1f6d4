import type { MoneyListSort } from '@pg/contracts/common';
import { asc, desc, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The conditions of a list's date filter on `column`: from and to, both inclusive, each optional. */
export function dateRangeConditions(
  column: PgColumn,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, range.from));
  if (range.to) conditions.push(lte(column, range.to));
  return conditions;
}

/**
 * The order by of a money list (payments, expenses) for an allow-listed sort: by date (the default,
 * newest first) or by amount, either way, ties broken by when it was recorded and the id, all in one
 * direction so that one index ((branch, date|amount, created_at, id)) walks it.
 */
export function moneyListOrder(
  columns: { date: PgColumn; amount: PgColumn; createdAt: PgColumn; id: PgColumn },
  sort: MoneyListSort | undefined,
) {
  const by = sort ?? 'date_desc';
  const dir = by.endsWith('_asc') ? asc : desc;
  const first = by.startsWith('amount') ? columns.amount : columns.date;
  return [dir(first), dir(columns.createdAt), dir(columns.id)];
}

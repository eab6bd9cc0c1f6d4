// How lists page, count and sort, shared by the server and the web. No zod here (see dates.ts).

import { formatIndian } from './numbers.ts';

/** Sorting by date or by amount, either way; the first is every money list's default. */
export const MONEY_LIST_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type MoneyListSort = (typeof MONEY_LIST_SORTS)[number];
export const MONEY_LIST_SORT_LABELS: Record<MoneyListSort, string> = {
  date_desc: 'Newest first',
  date_asc: 'Oldest first',
  amount_desc: 'Largest amount first',
  amount_asc: 'Smallest amount first',
};

export const PAGE_SIZE = 50;

/** How many choices a searchable picker shows at once; typing finds the others on the server. */
export const PICKER_LIMIT = 20;

/**
 * Lists count their rows only up to a cap: an exact total over a branch's million payments would
 * cost more than the page. `total` is exact while `total_capped` is false; past the cap it is
 * `listCountCap(offset, limit) + 1`, meaning 'more than the cap' ('Showing 1–50 of 1,000+').
 */
export const LIST_COUNT_CAP = 1000;
/** The cap of a page at `offset`: 1,000, or further on for pages beyond it. */
export const listCountCap = (offset: number, limit: number) => Math.max(LIST_COUNT_CAP, offset + limit);
/**
 * A count as a list shows it: in the Indian grouping, or the cap with a plus past it (counted up to
 * `cap`): 75000 -> "75,000"; 1001 with a cap of 1000 -> "1,000+".
 */
export const countText = (count: number, cap = Number.POSITIVE_INFINITY) =>
  count > cap ? `${formatIndian(cap)}+` : formatIndian(count);

export type ListResponse<T> = { items: T[]; total: number; total_capped?: boolean };

import type { DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';

/**
 * The Date column of a list sorted by date (the 'date_asc' and 'date_desc' orders of contracts):
 * the day `dateOf` gives, its header a sort button.
 */
export const dateColumn = <T>(dateOf: (item: T) => string): DataColumn<T> => ({
  header: 'Date',
  className: 'whitespace-nowrap',
  sortBy: { asc: 'date_asc', desc: 'date_desc' },
  cell: (item) => formatDate(dateOf(item)),
});

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type * as React from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CardStates, TableRows, type TableRowsProps } from '@/components/ui/table-states';
import { useIsNarrow } from '@/lib/use-is-mobile';

export type DataColumn<T> = {
  /** The column's header (and key). */
  header: string;
  /** Say the header to assistive technology only (an actions column). */
  hiddenHeader?: boolean;
  headClassName?: string;
  /** Classes of the column's cells. */
  className?: string;
  cell: (item: T) => React.ReactNode;
  /**
   * On a phone, where a row is a card: 'title' leads it (the first column unless another is
   * named), 'action' goes at its foot at full width (columns with a hidden header unless told),
   * 'hidden' leaves the column out; the others are listed as 'header: value'.
   */
  card?: 'title' | 'action' | 'hidden';
  /** The list's sort orders by this column (allow-listed in contracts): its header becomes a button. */
  sortBy?: { asc: string; desc: string };
};

/** A record's buttons: right-aligned under a header said to assistive technology only; on a phone, the card's foot. */
export const actionsColumn = <T,>(cell: (item: T) => React.ReactNode): DataColumn<T> => ({
  header: 'Actions',
  hiddenHeader: true,
  headClassName: 'text-right',
  className: 'text-right',
  cell,
});

/** The list's current order (its default when none is chosen) and choosing another. */
export type TableSort = { value: string; onChange: (value: string) => void };

/**
 * What a list's query tells its table: loading, failed (with 'Try again'), and the hint under an
 * empty table. A page builds it with `tableStateOf` (lib/use-list-search.ts); a feature's table
 * passes it on to DataTable whole.
 */
export type TableState = Pick<TableRowsProps<unknown>, 'isLoading' | 'isError' | 'onRetry' | 'emptyHint'> & {
  /** Said instead of the table's own empty text, e.g. when filters hide every record. */
  filteredEmptyText?: string | undefined;
};

type DataTableProps<T> = Omit<TableRowsProps<T>, 'columns' | 'items' | 'children'> & {
  /** The table's accessible name, e.g. 'Payment history'. */
  label: string;
  /** The columns; a falsy entry is left out (a column some users do not get). */
  columns: readonly (DataColumn<T> | false | null | undefined)[];
  items: readonly T[];
  rowClassName?: string;
  /** Sorting by the columns that have `sortBy` (on a phone the page offers a Sort select instead). */
  sort?: TableSort | undefined;
};

/**
 * A table of records: a header row, then a row per record with a cell per column, or the loading,
 * failed or empty state (TableRows). Below 640 px each record is a card instead (DataCards), so
 * that nothing scrolls sideways on a phone.
 */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  items,
  rowClassName,
  sort,
  filteredEmptyText,
  emptyText,
  ...rest
}: DataTableProps<T> & Pick<TableState, 'filteredEmptyText'>) {
  const narrow = useIsNarrow();
  const states = { ...rest, emptyText: filteredEmptyText ?? emptyText };
  const shown = columns.filter((column): column is DataColumn<T> => Boolean(column));
  if (narrow) return <DataCards label={label} columns={shown} items={items} {...states} />;
  return (
    <Table aria-label={label} aria-busy={states.isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {shown.map((column) => (
            <TableHead
              key={column.header}
              className={column.headClassName}
              aria-sort={sort && column.sortBy ? ariaSort(column.sortBy, sort.value) : undefined}
            >
              {sort && column.sortBy ? (
                <SortButton header={column.header} by={column.sortBy} sort={sort} />
              ) : column.hiddenHeader ? (
                <span className="sr-only">{column.header}</span>
              ) : (
                column.header
              )}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRows columns={shown.length} items={items} {...states}>
          {(item) => (
            <TableRow key={item.id} className={rowClassName}>
              {shown.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(item)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableRows>
      </TableBody>
    </Table>
  );
}

const ariaSort = (by: { asc: string; desc: string }, current: string) =>
  current === by.asc ? 'ascending' : current === by.desc ? 'descending' : 'none';

/** A sortable column's header: largest or newest first on the first click, then the other way. */
function SortButton({
  header,
  by,
  sort,
}: {
  header: string;
  by: { asc: string; desc: string };
  sort: TableSort;
}) {
  const direction = ariaSort(by, sort.value);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className="-mx-2 inline-flex min-h-8 items-center gap-1 rounded-md px-2 font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11"
      onClick={() => sort.onChange(direction === 'descending' ? by.asc : by.desc)}
    >
      {header}
      <Icon aria-hidden="true" className={direction === 'none' ? 'size-3.5 opacity-50' : 'size-3.5'} />
    </button>
  );
}

/** A record as a card: its title, then 'header: value' lines, then its actions at full width. */
function DataCards<T extends { id: string }>({
  label,
  columns,
  items,
  ...states
}: Omit<DataTableProps<T>, 'columns' | 'rowClassName' | 'sort'> & { columns: DataColumn<T>[] }) {
  const titled = columns.find((c) => c.card === 'title') ?? columns.find((c) => !c.card && !c.hiddenHeader);
  const roleOf = (c: DataColumn<T>) =>
    c === titled ? 'title' : (c.card ?? (c.hiddenHeader ? 'action' : 'line'));
  const lines = columns.filter((c) => roleOf(c) === 'line');
  const actions = columns.filter((c) => roleOf(c) === 'action');
  return (
    <ul aria-label={label} aria-busy={states.isLoading || undefined} className="grid gap-3">
      <CardStates items={items} {...states}>
        {(item) => (
          <li
            key={item.id}
            className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-sm shadow-xs [overflow-wrap:anywhere] [&_[data-slot=badge]]:whitespace-normal"
          >
            {titled && <div className="min-w-0 break-words font-medium text-base">{titled.cell(item)}</div>}
            {lines.length > 0 && (
              <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5">
                {lines.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-muted-foreground">{c.header}</dt>
                    <dd className="min-w-0 break-words text-right">{c.cell(item)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.map((c) => (
              <div
                key={c.header}
                className="flex flex-wrap gap-2 border-t pt-3 [&>*]:flex-1 [&_[data-slot=button]]:min-h-11 [&_[data-slot=button]]:flex-1"
              >
                {c.cell(item)}
              </div>
            ))}
          </li>
        )}
      </CardStates>
    </ul>
  );
}

import type { BranchRow } from '@pg/contracts/branches-dashboard';
import { useMemo, useState } from 'react';
import { type DataColumn, DataTable, type TableState } from '@/components/ui/data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatPercent } from '@/features/dashboard/format';
import { formatCount, formatMoneyWhole } from '@/lib/format';
import { useIsNarrow } from '@/lib/use-is-mobile';

type Row = BranchRow & { id: string };
type SortKey = 'name' | Exclude<keyof BranchRow, 'branch_id' | 'name'>;

/** The figures' cells: right-aligned, narrow, digits of one width. */
const FIGURE = { headClassName: 'px-2 text-right', className: 'px-2 text-right tabular-nums' };

const money = (key: SortKey & keyof BranchRow, header: string): DataColumn<Row> => ({
  header,
  ...FIGURE,
  cell: (r) => formatMoneyWhole(r[key] as number),
  sortBy: { asc: `${key}:asc`, desc: `${key}:desc` },
});

/** Sorts a copy of the rows by `key`, ties (and no collection rate) after, then by name. */
function sorted(rows: readonly Row[], sort: string): Row[] {
  const [key, direction] = sort.split(':') as [SortKey, 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * a.name.localeCompare(b.name);
    const [x, y] = [a[key], b[key]] as [number | null, number | null];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (x - y);
    }
    return a.name.localeCompare(b.name);
  });
}

/**
 * The branches side by side, sortable by any column (on a phone, a card a branch); a branch's
 * name opens its dashboard.
 */
export function BranchesTable({
  rows,
  onOpen,
  ...state
}: { rows: readonly BranchRow[]; onOpen: (branchId: string) => void } & TableState) {
  const [sort, setSort] = useState('name:asc');
  const narrow = useIsNarrow();
  const items = useMemo(
    () =>
      sorted(
        rows.map((r) => ({ ...r, id: r.branch_id })),
        sort,
      ),
    [rows, sort],
  );
  const columns: DataColumn<Row>[] = [
    {
      header: 'Branch',
      card: 'title',
      // The branch stays in view while a wide table scrolls sideways.
      headClassName: 'sticky left-0 z-10 bg-muted',
      className: 'sticky left-0 z-10 bg-card',
      cell: (r) => (
        <button
          type="button"
          className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11"
          onClick={() => onOpen(r.branch_id)}
          aria-label={`Open ${r.name}`}
        >
          {r.name}
        </button>
      ),
      sortBy: { asc: 'name:asc', desc: 'name:desc' },
    },
    {
      header: 'Occupancy',
      ...FIGURE,
      cell: (r) => (
        <span
          title={`${formatCount(r.occupied)} of ${formatCount(r.beds - r.out_of_service)} beds in service`}
        >
          {formatPercent(r.occupancy_rate)}{' '}
          <span className="text-muted-foreground text-xs">
            ({formatCount(r.occupied)}/{formatCount(r.beds)})
          </span>
        </span>
      ),
      sortBy: { asc: 'occupancy_rate:asc', desc: 'occupancy_rate:desc' },
    },
    money('billed', 'Billed'),
    money('collected', 'Collected'),
    {
      header: 'Collection',
      ...FIGURE,
      cell: (r) => (r.collection_rate === null ? '—' : formatPercent(r.collection_rate)),
      sortBy: { asc: 'collection_rate:asc', desc: 'collection_rate:desc' },
    },
    money('dues', 'Dues'),
    money('overdue', 'Overdue'),
    money('overdue_31_60', '31–60 days'),
    money('overdue_61_90', '61–90 days'),
    money('overdue_90_plus', '90+ days'),
    money('deposits_held', 'Deposits held'),
    money('expenses', 'Expenses'),
    money('net', 'Net'),
  ];
  const table = (
    <DataTable
      label="Branches"
      columns={columns}
      items={items}
      sort={{ value: sort, onChange: setSort }}
      emptyText="No branches"
      {...state}
    />
  );
  if (!narrow) return table;
  // On a phone, where there are no column headers to click: the order as a select.
  const orders = columns.flatMap((c) =>
    !c.sortBy
      ? []
      : c.sortBy.asc === 'name:asc'
        ? [
            { value: 'name:asc', label: 'Branch, A to Z' },
            { value: 'name:desc', label: 'Branch, Z to A' },
          ]
        : [
            { value: c.sortBy.desc, label: `${c.header}, largest first` },
            { value: c.sortBy.asc, label: `${c.header}, smallest first` },
          ],
  );
  return (
    <div className="grid gap-3">
      <Select value={sort} onValueChange={setSort}>
        <SelectTrigger aria-label="Sort branches" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {orders.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {table}
    </div>
  );
}

import type { Expense } from '@pg/contracts/expenses';
import { Badge } from '@/components/ui/badge';
import { CorrectionActions } from '@/components/ui/correction-actions';
import { actionsColumn, DataTable, type TableSort, type TableState } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { dateColumn } from '@/lib/list-columns';

type ExpensesTableProps = {
  expenses: Expense[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Sorting by date and amount from the column headers. */
  sort?: TableSort | undefined;
  /** Corrections; absent when the user may not make them. */
  onEdit?: ((expense: Expense) => void) | undefined;
  onVoid?: ((expense: Expense) => void) | undefined;
};

/** A voided expense: struck through, counting nowhere. */
const struck = (expense: Expense) => (expense.voided_at ? 'text-muted-foreground line-through' : undefined);

/** Expense history: date, category, vendor, amount, note. */
export function ExpensesTable({ expenses, state, sort, onEdit, onVoid }: ExpensesTableProps) {
  return (
    <DataTable
      label="Expense history"
      columns={[
        dateColumn<Expense>((expense) => expense.date),
        {
          header: 'Category',
          className: 'whitespace-nowrap font-medium',
          cell: (expense) => expense.category,
        },
        {
          header: 'Vendor',
          className: 'min-w-32 text-muted-foreground',
          cell: (expense) => expense.vendor ?? '—',
        },
        {
          header: 'Amount',
          headClassName: 'text-right',
          sortBy: { asc: 'amount_asc', desc: 'amount_desc' },
          className: 'whitespace-nowrap text-right font-medium tabular-nums',
          cell: (expense) => <span className={struck(expense)}>{formatMoney(expense.amount)}</span>,
        },
        {
          header: 'Note',
          className: 'min-w-48 max-w-80 text-muted-foreground',
          cell: (expense) =>
            expense.voided_at ? (
              <span className="flex flex-col gap-0.5">
                <Badge variant="destructive">VOID</Badge>
                <span className="line-clamp-2 text-xs" title={expense.void_reason ?? undefined}>
                  {expense.void_reason}
                </span>
              </span>
            ) : (
              <span className="line-clamp-2" title={expense.note ?? undefined}>
                {expense.note ?? '—'}
              </span>
            ),
        },
        onEdit &&
          onVoid &&
          actionsColumn<Expense>((expense) => (
            <CorrectionActions
              label={`expense ${expense.category} of ${formatDate(expense.date)}`}
              voided={expense.voided_at !== null}
              onEdit={() => onEdit(expense)}
              onVoid={() => onVoid(expense)}
            />
          )),
      ]}
      items={expenses}
      sort={sort}
      {...state}
      errorText="Failed to load expenses"
      emptyText="No expenses found"
    />
  );
}

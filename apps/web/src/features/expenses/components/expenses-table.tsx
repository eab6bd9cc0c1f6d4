import type { Expense } from '@pg/contracts/expenses';
import { Badge } from '@/components/ui/badge';
import { CorrectionActions } from '@/components/ui/correction-actions';
import { actionsColumn, DataTable, type TableSort, type TableState } from '@/components/ui/data-table';
import { expenseBill, useSetExpenseBill } from '@/features/expenses/api/expense-bill';
import { formatDate, formatMoney } from '@/lib/format';
import { dateColumn } from '@/lib/list-columns';
import { RecordPhoto } from '@/lib/record-photo';

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

/** The photo of an expense's bill: view it; add or replace it while the expense is not void. */
function ExpenseBill({ expense, canAdd }: { expense: Expense; canAdd: boolean }) {
  const upload = useSetExpenseBill();
  if (!expense.has_bill && (!canAdd || expense.voided_at))
    return <span className="text-muted-foreground">—</span>;
  return (
    <RecordPhoto
      label={`Bill of ${expense.category} on ${formatDate(expense.date)}`}
      noun="bill"
      kept={expense.has_bill}
      canAdd={canAdd && !expense.voided_at}
      read={() => expenseBill(expense.id)}
      keep={(photo, done) => upload.mutate({ expenseId: expense.id, photo }, done)}
      pending={upload.isPending}
      inputId={`expense-bill-${expense.id}`}
    />
  );
}

/** Expense history: date, category, property, vendor, amount, note, bill. */
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
          header: 'Property',
          className: 'min-w-28 text-muted-foreground',
          cell: (expense) => expense.property_name ?? 'Whole branch',
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
        {
          header: 'Bill',
          cell: (expense) => <ExpenseBill expense={expense} canAdd={onEdit !== undefined} />,
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

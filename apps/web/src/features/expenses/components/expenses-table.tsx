import type { Expense } from '@pg/contracts/expenses';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { formatDate, formatMoney } from '@/lib/format';

const COLUMNS = 5;

type ExpensesTableProps = {
  expenses: Expense[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyHint?: string;
};

/** Expense history: date, category, vendor, amount, note. */
export function ExpensesTable({ expenses, isLoading, isError, onRetry, emptyHint }: ExpensesTableProps) {
  return (
    <Table aria-label="Expense history" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Vendor</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Note</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : isError && expenses.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block">Failed to load expenses</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : expenses.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block font-medium text-foreground">No expenses found</span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          expenses.map((expense) => (
            <TableRow key={expense.id}>
              <TableCell className="whitespace-nowrap">{formatDate(expense.date)}</TableCell>
              <TableCell className="whitespace-nowrap font-medium">{expense.category}</TableCell>
              <TableCell className="min-w-32 text-muted-foreground">{expense.vendor ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                {formatMoney(expense.amount)}
              </TableCell>
              <TableCell className="min-w-48 max-w-80 text-muted-foreground">
                <span className="line-clamp-2" title={expense.note ?? undefined}>
                  {expense.note ?? '—'}
                </span>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

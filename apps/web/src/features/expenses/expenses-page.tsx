import { type Expense, expenseListQuery } from '@pg/contracts/expenses';
import { MONEY_LIST_SORT_LABELS, MONEY_LIST_SORTS } from '@pg/contracts/lists';
import { Tags, Wallet } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import type { FilterField } from '@/components/ui/list-filters';
import { ListPage, loadedFigure } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { VoidDialog } from '@/domain/payments/void-dialog';
import { useVoidExpense } from '@/features/expenses/api/correct-expense';
import { useExpenseSummary } from '@/features/expenses/api/get-expense-summary';
import { useExpenses } from '@/features/expenses/api/get-expenses';
import { AddExpenseDialog } from '@/features/expenses/components/add-expense-dialog';
import { ExpensesTable } from '@/features/expenses/components/expenses-table';
import { RecurringExpenses } from '@/features/expenses/components/recurring-expenses';
import { NoBranchSelected } from '@/lib/branch-context';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useBranchListing } from '@/lib/use-branch-list';
import {
  filteredTableStateOf,
  listFiltersOf,
  listParamsOf,
  paginationOf,
  searchBoxOf,
  tableSortOf,
} from '@/lib/use-list-search';

const FILTERS = { schema: expenseListQuery, keys: ['from', 'to', 'category'] } as const;
const SORTS = {
  options: MONEY_LIST_SORTS.map((s) => ({ value: s, label: MONEY_LIST_SORT_LABELS[s] })),
  fallback: 'date_desc',
};
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The date range, and the branch's own categories (as the summary finds them) to choose one. */
const filterFields = (categories: string[]): FilterField[] => [
  { kind: 'date', key: 'from', label: 'From' },
  { kind: 'date', key: 'to', label: 'To' },
  {
    kind: 'select',
    key: 'category',
    label: 'Category',
    allLabel: 'All categories',
    options: categories.map((c) => ({ value: c, label: capitalised(c) })),
  },
];

/** /expenses: the selected branch's expenses, their totals, and adding one. */
export function ExpensesPage() {
  const { can } = useSession();
  const { selectedBranch, branchId, listing } = useBranchListing(FILTERS);
  const [addOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<Expense | null>(null);
  const [voiding, setVoiding] = useState<Expense | null>(null);
  const voidExpense = useVoidExpense();
  const canCorrect = can('expenses:update');

  const list = useExpenses(branchId, listParamsOf(listing));
  const summary = useExpenseSummary(branchId);
  const canCreate = can('expenses:create');

  return (
    <ListPage
      header={
        <PageHeader
          title="Expenses"
          description={selectedBranch ? `Money spent running ${selectedBranch.name}.` : undefined}
          actions={
            canCreate && branchId && <AddButton onClick={() => setAddOpen(true)}>Add Expense</AddButton>
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="expenses" />}
      loadError={{ failed: list.isError, message: 'Failed to load expenses', id: 'expenses-load-error' }}
      stats={[
        {
          title: 'Total Expenses',
          icon: Wallet,
          variant: 'warning',
          value: loadedFigure(summary, () => formatMoney(summary.data?.total_amount ?? 0)),
          description: summary.data
            ? summary.data.count === 1
              ? '1 expense recorded'
              : `${formatCount(summary.data.count)} expenses recorded`
            : undefined,
        },
        {
          title: 'Categories',
          icon: Tags,
          value: loadedFigure(summary, () => formatCount(summary.data?.categories ?? 0)),
          description: 'Distinct expense categories',
        },
      ]}
      search={searchBoxOf(listing, list, {
        label: 'Search expenses',
        placeholder: 'Search by category or vendor...',
      })}
      filters={listFiltersOf(listing, 'expenses', filterFields(summary.data?.category_names ?? []), SORTS)}
      pagination={paginationOf(list, listing, 'expenses')}
      after={branchId && <RecurringExpenses branchId={branchId} canAdd={canCreate} />}
    >
      <ExpensesTable
        expenses={list.data?.items ?? []}
        state={filteredTableStateOf(list, listing, {
          filtered: 'No expenses match these filters',
          clearHint: 'Clear the filters to see every expense.',
          searchedHint: 'Try another category or vendor.',
          emptyHint: canCreate ? 'Add the first expense of this branch.' : undefined,
        })}
        sort={tableSortOf(listing, SORTS.fallback)}
        onEdit={canCorrect ? setEditing : undefined}
        onVoid={canCorrect ? setVoiding : undefined}
      />
      {branchId && <AddExpenseDialog branchId={branchId} open={addOpen} onOpenChange={setAddOpen} />}
      {branchId && (
        <AddExpenseDialog
          branchId={branchId}
          expense={editing}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <VoidDialog
        record={voiding}
        onClose={() => setVoiding(null)}
        title="Void expense"
        description={
          voiding
            ? `${voiding.category}, ${formatMoney(voiding.amount)} on ${formatDate(voiding.date)}: it stays in the list, struck through with the reason, and counts nowhere.`
            : ''
        }
        mutation={voidExpense}
        doneText="Expense voided"
        failedText="Failed to void expense"
      />
    </ListPage>
  );
}

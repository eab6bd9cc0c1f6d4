import { PAGE_SIZE } from '@pg/contracts/common';
import { Plus, Search, Tags, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { useExpenseSummary } from '@/features/expenses/api/get-expense-summary';
import { useExpenses } from '@/features/expenses/api/get-expenses';
import { AddExpenseDialog } from '@/features/expenses/components/add-expense-dialog';
import { ExpensesTable } from '@/features/expenses/components/expenses-table';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /expenses: the selected branch's expenses, their totals, and adding one. */
export function ExpensesPage() {
  const { selectedBranch, isLoading: branchesLoading } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [addOpen, setAddOpen] = useState(false);

  // A new search or another branch starts again from the first page.
  const listKey = `${branchId}|${q}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: listKey, page: next });

  const list = useExpenses(branchId, { q: q || undefined, page });
  const summary = useExpenseSummary(branchId);

  useEffect(() => {
    if (list.isError) toast.error('Failed to load expenses', { id: 'expenses-load-error' });
  }, [list.isError]);

  const canCreate = can('expenses:create');
  const header = (
    <PageHeader
      title="Expenses"
      description={selectedBranch ? `Money spent running ${selectedBranch.name}.` : undefined}
      actions={
        canCreate && branchId ? (
          <Button onClick={() => setAddOpen(true)}>
            <Plus aria-hidden="true" />
            Add Expense
          </Button>
        ) : undefined
      }
    />
  );

  if (!branchId) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {header}
        {branchesLoading ? <Skeleton className="h-64 w-full" /> : <NoBranchSelected what="expenses" />}
      </div>
    );
  }

  const expenses = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const searching = list.isFetching && !list.isPending;
  const figure = (value: string) =>
    summary.isPending ? <Skeleton className="h-8 w-24" /> : summary.isError ? '—' : value;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      {header}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-label="Total Expenses">
          <StatCard
            className="h-full"
            title="Total Expenses"
            icon={Wallet}
            variant="warning"
            value={figure(formatMoney(summary.data?.total_amount ?? 0))}
            description={
              summary.data
                ? summary.data.count === 1
                  ? '1 expense recorded'
                  : `${summary.data.count.toLocaleString('en-IN')} expenses recorded`
                : undefined
            }
          />
        </section>
        <section aria-label="Categories">
          <StatCard
            className="h-full"
            title="Categories"
            icon={Tags}
            value={figure((summary.data?.categories ?? 0).toLocaleString('en-IN'))}
            description="Distinct expense categories"
          />
        </section>
      </div>

      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search expenses"
          placeholder="Search by category or vendor..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pr-9 pl-9"
        />
        {searching && (
          <Spinner
            label="Searching"
            className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          />
        )}
      </div>

      <ExpensesTable
        expenses={expenses}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        emptyHint={
          q
            ? 'Try another category or vendor.'
            : canCreate
              ? 'Add the first expense of this branch.'
              : undefined
        }
      />
      <PaginationBar page={page} pageSize={PAGE_SIZE} total={total} noun="expenses" onPageChange={setPage} />

      <AddExpenseDialog branchId={branchId} open={addOpen} onOpenChange={setAddOpen} />
    </div>
  );
}

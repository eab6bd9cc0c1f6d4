import { PAGE_SIZE } from '@pg/contracts/common';
import { IndianRupee, Plus, Search } from 'lucide-react';
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
import { usePaymentSummary } from '@/features/payments/api/get-payment-summary';
import { usePayments } from '@/features/payments/api/get-payments';
import { PaymentsTable } from '@/features/payments/components/payments-table';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /payments: the selected branch's payments, their total, and recording a new one. */
export function PaymentsPage() {
  const { selectedBranch, isLoading: branchesLoading } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [recordOpen, setRecordOpen] = useState(false);

  // A new search or another branch starts again from the first page.
  const listKey = `${branchId}|${q}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: listKey, page: next });

  const list = usePayments(branchId, { q: q || undefined, page });
  const summary = usePaymentSummary(branchId);

  useEffect(() => {
    if (list.isError) toast.error('Failed to load payments', { id: 'payments-load-error' });
  }, [list.isError]);

  const canCreate = can('payments:create');
  const header = (
    <PageHeader
      title="Payments"
      description={selectedBranch ? `Rent and other money received at ${selectedBranch.name}.` : undefined}
      actions={
        canCreate && branchId ? (
          <Button onClick={() => setRecordOpen(true)}>
            <Plus aria-hidden="true" />
            Record Payment
          </Button>
        ) : undefined
      }
    />
  );

  if (!branchId) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {header}
        {branchesLoading ? <Skeleton className="h-64 w-full" /> : <NoBranchSelected what="payments" />}
      </div>
    );
  }

  const payments = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const searching = list.isFetching && !list.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      {header}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-label="Total Payments">
          <StatCard
            className="h-full"
            title="Total Payments"
            icon={IndianRupee}
            variant="success"
            value={
              summary.isPending ? (
                <Skeleton className="h-8 w-32" />
              ) : summary.isError ? (
                '—'
              ) : (
                formatMoney(summary.data.total_amount)
              )
            }
            description={
              summary.data
                ? summary.data.count === 1
                  ? '1 completed payment'
                  : `${summary.data.count.toLocaleString('en-IN')} completed payments`
                : undefined
            }
          />
        </section>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search payments by tenant name"
            placeholder="Search by tenant name..."
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
      </div>

      <PaymentsTable
        payments={payments}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        emptyHint={
          q ? 'Try another name.' : canCreate ? 'Record the first payment of this branch.' : undefined
        }
      />
      <PaginationBar page={page} pageSize={PAGE_SIZE} total={total} noun="payments" onPageChange={setPage} />

      <RecordPaymentDialog branchId={branchId} open={recordOpen} onOpenChange={setRecordOpen} />
    </div>
  );
}

import { PAGE_SIZE } from '@pg/contracts/common';
import { COMPLAINT_STATUS_LABELS, type Complaint, type ComplaintStatus } from '@pg/contracts/complaints';
import { MessageSquareWarning, Plus, Search } from 'lucide-react';
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
import { useChangeComplaintStatus } from '@/features/complaints/api/change-complaint-status';
import { useComplaintSummary } from '@/features/complaints/api/get-complaint-summary';
import { useComplaints } from '@/features/complaints/api/get-complaints';
import { ComplaintsTable } from '@/features/complaints/components/complaints-table';
import { NewComplaintDialog } from '@/features/complaints/components/new-complaint-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /complaints: the selected branch's complaints, the open count, registering and moving them on. */
export function ComplaintsPage() {
  const { selectedBranch, isLoading: branchesLoading } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [newOpen, setNewOpen] = useState(false);

  // A new search or another branch starts again from the first page.
  const listKey = `${branchId}|${q}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: listKey, page: next });

  const list = useComplaints(branchId, { q: q || undefined, page });
  const summary = useComplaintSummary(branchId);
  const changeStatus = useChangeComplaintStatus(branchId);

  useEffect(() => {
    if (list.isError) toast.error('Failed to load complaints', { id: 'complaints-load-error' });
  }, [list.isError]);

  const onChangeStatus = (complaint: Complaint, status: ComplaintStatus) => {
    changeStatus.mutate(
      { id: complaint.id, status },
      {
        onSuccess: () =>
          toast.success(`Complaint marked as ${COMPLAINT_STATUS_LABELS[status].toLowerCase()}`, {
            description: `${complaint.tenant_name} · ${complaint.category}`,
          }),
        onError: (error) =>
          toast.error('Failed to update complaint', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  };

  const canCreate = can('complaints:create');
  const header = (
    <PageHeader
      title="Complaints"
      description={selectedBranch ? `Problems reported by tenants at ${selectedBranch.name}.` : undefined}
      actions={
        canCreate && branchId ? (
          <Button onClick={() => setNewOpen(true)}>
            <Plus aria-hidden="true" />
            New Complaint
          </Button>
        ) : undefined
      }
    />
  );

  if (!branchId) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {header}
        {branchesLoading ? <Skeleton className="h-64 w-full" /> : <NoBranchSelected what="complaints" />}
      </div>
    );
  }

  const complaints = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const searching = list.isFetching && !list.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      {header}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-label="Open Complaints">
          <StatCard
            className="h-full"
            title="Open Complaints"
            icon={MessageSquareWarning}
            variant="warning"
            value={
              summary.isPending ? (
                <Skeleton className="h-8 w-16" />
              ) : summary.isError ? (
                '—'
              ) : (
                summary.data.open.toLocaleString('en-IN')
              )
            }
            description={
              summary.data
                ? `${summary.data.in_progress.toLocaleString('en-IN')} in progress · ${summary.data.total.toLocaleString('en-IN')} in total`
                : undefined
            }
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
          aria-label="Search complaints"
          placeholder="Search by tenant, category or description..."
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

      <ComplaintsTable
        complaints={complaints}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        emptyHint={q ? 'Try another word.' : undefined}
        onChangeStatus={can('complaints:update') ? onChangeStatus : undefined}
        changingId={changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null}
      />
      <PaginationBar
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        noun="complaints"
        onPageChange={setPage}
      />

      <NewComplaintDialog branchId={branchId} open={newOpen} onOpenChange={setNewOpen} />
    </div>
  );
}

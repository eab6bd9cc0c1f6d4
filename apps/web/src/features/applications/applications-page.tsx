import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  safeApplicationQuery,
} from '@pg/contracts/applications';
import { PAGE_SIZE } from '@pg/contracts/common';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useBranch } from '@/app/branch-context';
import { Input } from '@/components/ui/input';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useApplications } from '@/features/applications/api/get-applications';
import { ApplicationDetailDialog } from '@/features/applications/components/application-detail-dialog';
import { ApplicationsTable } from '@/features/applications/components/applications-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

const EMPTY: Record<ApplicationStatus, string> = {
  pending: 'No pending applications',
  approved: 'No approved applications',
  rejected: 'No rejected applications',
};

const isStatus = (v: string | null): v is ApplicationStatus =>
  v !== null && (APPLICATION_STATUSES as readonly string[]).includes(v);

/**
 * /applications: the selected branch's tenant applications (from the public form), by status,
 * with a detail view to approve (adds the tenant) or reject them. `?id=` opens one application
 * (the notifications link there); `?status=` chooses the tab.
 */
export function ApplicationsPage() {
  const { selectedBranch, isLoading: branchesLoading } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const [params, setParams] = useSearchParams();
  const status: ApplicationStatus = isStatus(params.get('status'))
    ? (params.get('status') as ApplicationStatus)
    : 'pending';
  const openId = params.get('id');

  const [search, setSearch] = useState('');
  // A typed whole Aadhar number is searched by its last 4 digits: the full number never goes in a URL.
  const q = useDebouncedValue(safeApplicationQuery(search.trim()), 300);
  const listKey = `${branchId}|${status}|${q}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;

  const list = useApplications(branchId, { status, q: q || undefined, page });

  useEffect(() => {
    if (list.isError) toast.error('Failed to load applications', { id: 'applications-load-error' });
  }, [list.isError]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );

  const header = (
    <PageHeader
      title="Applications"
      description={
        selectedBranch
          ? `Tenant applications sent to ${selectedBranch.name} from the public form.`
          : 'Tenant applications sent from the public form.'
      }
    />
  );

  if (!branchId) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {header}
        {branchesLoading ? <Skeleton className="h-64 w-full" /> : <NoBranchSelected what="applications" />}
      </div>
    );
  }

  const counts = list.data?.counts;
  const searching = list.isFetching && !list.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      {header}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div
          role="tablist"
          aria-label="Application status"
          className="inline-flex w-fit rounded-lg bg-muted p-1"
        >
          {APPLICATION_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === status}
              onClick={() => update({ status: s === 'pending' ? null : s })}
              className={cn(
                'rounded-md px-3 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                s === status
                  ? 'bg-card text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {APPLICATION_STATUS_LABELS[s]}
              {counts && <span className="ml-1.5 text-muted-foreground tabular-nums">{counts[s]}</span>}
            </button>
          ))}
        </div>
        <div className="relative w-full lg:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search applications"
            placeholder="Name, mobile or last 4 Aadhar digits..."
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

      <div
        role="tabpanel"
        aria-label={`${APPLICATION_STATUS_LABELS[status]} applications`}
        className="grid gap-4"
      >
        <ApplicationsTable
          applications={list.data?.items ?? []}
          isLoading={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          onOpen={(id) => update({ id })}
          emptyText={q ? 'No applications match this search' : EMPTY[status]}
        />
        <PaginationBar
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          noun="applications"
          onPageChange={(next) => setPaging({ key: listKey, page: next })}
        />
      </div>

      <ApplicationDetailDialog id={openId} onClose={() => update({ id: null })} />
    </div>
  );
}

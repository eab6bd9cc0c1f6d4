import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  safeApplicationQuery,
} from '@pg/contracts/applications';
import { countText, listCountCap, PAGE_SIZE } from '@pg/contracts/lists';
import { useSearchParams } from 'react-router';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { useApplications } from '@/features/applications/api/get-applications';
import { ApplicationDetailDialog } from '@/features/applications/components/application-detail-dialog';
import { ApplicationsTable } from '@/features/applications/components/applications-table';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { paginationOf, searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';
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
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const [params, setParams] = useSearchParams();
  const status: ApplicationStatus = isStatus(params.get('status'))
    ? (params.get('status') as ApplicationStatus)
    : 'pending';
  const openId = params.get('id');

  // A typed whole Aadhar number is searched by its last 4 digits: the full number never goes in a URL.
  const listing = useListSearch(`${branchId}|${status}`, safeApplicationQuery);
  const { q, page } = listing;

  const list = useApplications(branchId, { status, q: q || undefined, page });

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

  const counts = list.data?.counts;
  // Unsearched, the tabs' counts are exact; searched, each stops one past the cap, as the total does.
  const countCap = q ? listCountCap((page - 1) * PAGE_SIZE, PAGE_SIZE) : undefined;

  return (
    <ListPage
      header={
        <PageHeader
          title="Applications"
          description={
            selectedBranch
              ? `Tenant applications sent to ${selectedBranch.name} from the public form.`
              : 'Tenant applications sent from the public form.'
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="applications" />}
      loadError={{
        failed: list.isError,
        message: 'Failed to load applications',
        id: 'applications-load-error',
      }}
    >
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
              {counts && (
                <span className="ml-1.5 text-muted-foreground tabular-nums">
                  {countText(counts[s], countCap)}
                </span>
              )}
            </button>
          ))}
        </div>
        <SearchBox
          {...searchBoxOf(listing, list, {
            label: 'Search applications',
            placeholder: 'Name, mobile or last 4 Aadhar digits...',
          })}
          className="sm:max-w-none lg:max-w-sm"
        />
      </div>

      <div
        role="tabpanel"
        aria-label={`${APPLICATION_STATUS_LABELS[status]} applications`}
        className="grid gap-4"
      >
        <ApplicationsTable
          applications={list.data?.items ?? []}
          state={tableStateOf(list)}
          onOpen={(id) => update({ id })}
          emptyText={q ? 'No applications match this search' : EMPTY[status]}
        />
        <PaginationBar {...paginationOf(list, listing, 'applications')} />
      </div>

      <ApplicationDetailDialog id={openId} onClose={() => update({ id: null })} />
    </ListPage>
  );
}

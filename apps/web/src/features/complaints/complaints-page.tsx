import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_PRIORITY_LABELS,
  COMPLAINT_SORT_LABELS,
  COMPLAINT_SORTS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type Complaint,
  type ComplaintStatus,
  complaintListQuery,
} from '@pg/contracts/complaints';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { enumFilter, type FilterField } from '@/components/ui/list-filters';
import { ListPage, loadedFigure } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useChangeComplaintStatus } from '@/features/complaints/api/change-complaint-status';
import { useComplaintSummary } from '@/features/complaints/api/get-complaint-summary';
import { useComplaints } from '@/features/complaints/api/get-complaints';
import {
  ComplaintDetailsDialog,
  ReopenComplaintDialog,
  ResolveComplaintDialog,
} from '@/features/complaints/components/complaint-dialogs';
import { ComplaintsTable } from '@/features/complaints/components/complaints-table';
import { NewComplaintDialog } from '@/features/complaints/components/new-complaint-dialog';
import { NoticesSection } from '@/features/complaints/components/notices-section';
import { NoBranchSelected } from '@/lib/branch-context';
import { toastFailure } from '@/lib/form-errors';
import { formatCount } from '@/lib/format';
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

const FILTERS = { schema: complaintListQuery, keys: ['status', 'priority'] } as const;
const FILTER_FIELDS: FilterField[] = [
  enumFilter('status', 'Status', 'All statuses', COMPLAINT_STATUSES, COMPLAINT_STATUS_LABELS),
  enumFilter('priority', 'Priority', 'All priorities', COMPLAINT_PRIORITIES, COMPLAINT_PRIORITY_LABELS),
];
const SORTS = {
  options: COMPLAINT_SORTS.map((s) => ({ value: s, label: COMPLAINT_SORT_LABELS[s] })),
  fallback: 'date_desc',
};

/** /complaints: the selected branch's complaints, the open count, registering and moving them on. */
export function ComplaintsPage() {
  const { can } = useSession();
  const { selectedBranch, branchId, listing } = useBranchListing(FILTERS);
  const [newOpen, setNewOpen] = useState(false);

  const list = useComplaints(branchId, listParamsOf(listing));
  const summary = useComplaintSummary(branchId);
  const changeStatus = useChangeComplaintStatus();

  const [viewing, setViewing] = useState<Complaint | null>(null);
  const [resolving, setResolving] = useState<Complaint | null>(null);
  const [reopening, setReopening] = useState<Complaint | null>(null);

  const onChangeStatus = (complaint: Complaint, status: ComplaintStatus | 'reopen') => {
    if (status === 'reopen') return setReopening(complaint);
    if (status === 'resolved') return setResolving(complaint);
    changeStatus.mutate(
      { id: complaint.id, status },
      {
        onSuccess: () =>
          toast.success(`Complaint marked as ${COMPLAINT_STATUS_LABELS[status].toLowerCase()}`, {
            description: `${complaint.tenant_name} · ${complaint.category}`,
          }),
        onError: (error) => toastFailure('Failed to update complaint', error, 'Please try again.'),
      },
    );
  };

  const canCreate = can('complaints:create');

  return (
    <ListPage
      header={
        <PageHeader
          title="Complaints"
          description={selectedBranch ? `Problems reported by tenants at ${selectedBranch.name}.` : undefined}
          actions={
            canCreate && branchId && <AddButton onClick={() => setNewOpen(true)}>New Complaint</AddButton>
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="complaints" />}
      loadError={{ failed: list.isError, message: 'Failed to load complaints', id: 'complaints-load-error' }}
      stats={[
        {
          title: 'Open Complaints',
          icon: MessageSquareWarning,
          variant: 'warning',
          value: loadedFigure(summary, () => formatCount(summary.data?.open ?? 0), 'w-16'),
          description: summary.data
            ? `${formatCount(summary.data.in_progress)} in progress · ${formatCount(summary.data.total)} in total`
            : undefined,
        },
      ]}
      search={searchBoxOf(listing, list, {
        label: 'Search complaints',
        placeholder: 'Search by tenant, category or description...',
      })}
      filters={listFiltersOf(listing, 'complaints', FILTER_FIELDS, SORTS)}
      pagination={paginationOf(list, listing, 'complaints')}
    >
      <ComplaintsTable
        complaints={list.data?.items ?? []}
        state={filteredTableStateOf(list, listing, {
          filtered: 'No complaints match these filters',
          clearHint: 'Clear the filters to see every complaint.',
          searchedHint: 'Try another word.',
        })}
        sort={tableSortOf(listing, SORTS.fallback)}
        onChangeStatus={can('complaints:update') ? onChangeStatus : undefined}
        onView={setViewing}
        changingId={changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null}
      />
      {branchId && <NewComplaintDialog branchId={branchId} open={newOpen} onOpenChange={setNewOpen} />}
      <ComplaintDetailsDialog
        complaint={viewing}
        onClose={() => setViewing(null)}
        canReply={can('complaints:update')}
      />
      <ResolveComplaintDialog complaint={resolving} onClose={() => setResolving(null)} />
      <ReopenComplaintDialog complaint={reopening} onClose={() => setReopening(null)} />
      {branchId && <NoticesSection branchId={branchId} />}
    </ListPage>
  );
}

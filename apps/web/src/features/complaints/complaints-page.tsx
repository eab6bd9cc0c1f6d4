import { COMPLAINT_STATUS_LABELS, type Complaint, type ComplaintStatus } from '@pg/contracts/complaints';
import { MessageSquareWarning, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ListPage, loadedFigure } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useChangeComplaintStatus } from '@/features/complaints/api/change-complaint-status';
import { useComplaintSummary } from '@/features/complaints/api/get-complaint-summary';
import { useComplaints } from '@/features/complaints/api/get-complaints';
import { ComplaintsTable } from '@/features/complaints/components/complaints-table';
import { NewComplaintDialog } from '@/features/complaints/components/new-complaint-dialog';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { toastFailure } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { paginationOf, searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';

/** /complaints: the selected branch's complaints, the open count, registering and moving them on. */
export function ComplaintsPage() {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();
  const listing = useListSearch(branchId ?? '');
  const { q, page } = listing;
  const [newOpen, setNewOpen] = useState(false);

  const list = useComplaints(branchId, { q: q || undefined, page });
  const summary = useComplaintSummary(branchId);
  const changeStatus = useChangeComplaintStatus();

  const onChangeStatus = (complaint: Complaint, status: ComplaintStatus) => {
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
            canCreate &&
            branchId && (
              <Button onClick={() => setNewOpen(true)}>
                <Plus aria-hidden="true" />
                New Complaint
              </Button>
            )
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
          value: loadedFigure(summary, () => (summary.data?.open ?? 0).toLocaleString('en-IN'), 'w-16'),
          description: summary.data
            ? `${summary.data.in_progress.toLocaleString('en-IN')} in progress · ${summary.data.total.toLocaleString('en-IN')} in total`
            : undefined,
        },
      ]}
      search={searchBoxOf(listing, list, {
        label: 'Search complaints',
        placeholder: 'Search by tenant, category or description...',
      })}
      pagination={paginationOf(list, listing, 'complaints')}
    >
      <ComplaintsTable
        complaints={list.data?.items ?? []}
        state={tableStateOf(list, q ? 'Try another word.' : undefined)}
        onChangeStatus={can('complaints:update') ? onChangeStatus : undefined}
        changingId={changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null}
      />
      {branchId && <NewComplaintDialog branchId={branchId} open={newOpen} onOpenChange={setNewOpen} />}
    </ListPage>
  );
}

import {
  COMPLAINT_STATUS_LABELS,
  type Complaint,
  type ComplaintStatus,
  nextComplaintStatuses,
  REOPENABLE_STATUSES,
} from '@pg/contracts/complaints';
import { Button } from '@/components/ui/button';
import { DataTable, type TableSort, type TableState } from '@/components/ui/data-table';
import { UpdateMenu } from '@/components/ui/update-menu';
import {
  ComplaintPriorityBadge,
  ComplaintStatusBadge,
} from '@/features/complaints/components/complaint-badges';
import { complaintPlace } from '@/features/complaints/components/complaint-dialogs';
import { formatDate } from '@/lib/format';

const photosText = (n: number) => (n === 0 ? null : n === 1 ? '1 photo' : `${n} photos`);
const repliesText = (n: number) => (n === 0 ? null : n === 1 ? '1 reply' : `${n} replies`);

import { dateColumn } from '@/lib/list-columns';

/** What the menu item says for each status a complaint can be moved to. */
const ACTION_LABELS: Record<ComplaintStatus, string> = {
  open: 'Reopen',
  in_progress: 'Mark as in progress',
  resolved: 'Mark as resolved',
  closed: 'Close complaint',
};

type ComplaintsTableProps = {
  complaints: Complaint[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Sorting by date from the column header. */
  sort?: TableSort | undefined;
  /** Absent when the user may not change statuses: the column is left out. 'reopen' reopens it. */
  onChangeStatus?: (complaint: Complaint, status: ComplaintStatus | 'reopen') => void;
  /** Opens the complaint: its photos and thread. */
  onView: (complaint: Complaint) => void;
  /** The complaint whose change is being saved. */
  changingId?: string | null;
};

/** Complaints: tenant, category, description, priority, status (with who moved it and when), date. */
export function ComplaintsTable({
  complaints,
  state,
  sort,
  onChangeStatus,
  onView,
  changingId,
}: ComplaintsTableProps) {
  return (
    <DataTable
      label="Complaints"
      columns={[
        {
          header: 'Tenant',
          className: 'whitespace-nowrap font-medium',
          cell: (complaint) => (
            <>
              {complaint.tenant_name}
              {complaintPlace(complaint) && (
                <span className="block font-normal text-muted-foreground text-xs">
                  {complaintPlace(complaint)}
                </span>
              )}
            </>
          ),
        },
        { header: 'Category', className: 'whitespace-nowrap', cell: (complaint) => complaint.category },
        {
          header: 'Description',
          className: 'min-w-56 max-w-96',
          cell: (complaint) => (
            <>
              <span className="line-clamp-3 whitespace-pre-line" title={complaint.description}>
                {complaint.description}
              </span>
              <Button
                variant="link"
                size="sm"
                className="h-auto min-h-11 px-0"
                onClick={() => onView(complaint)}
                aria-label={`Open ${complaint.tenant_name}'s ${complaint.category} complaint`}
              >
                {['Open', photosText(complaint.photo_ids.length), repliesText(complaint.reply_count)]
                  .filter(Boolean)
                  .join(' · ')}
              </Button>
            </>
          ),
        },
        { header: 'Priority', cell: (complaint) => <ComplaintPriorityBadge priority={complaint.priority} /> },
        {
          header: 'Status',
          className: 'min-w-32',
          cell: (complaint) => (
            <>
              <ComplaintStatusBadge status={complaint.status} />
              {complaint.status_changed_at && (
                <span className="mt-1 block text-muted-foreground text-xs">
                  {`${formatDate(complaint.status_changed_at)}${complaint.status_changed_by_name ? ` by ${complaint.status_changed_by_name}` : ''}`}
                </span>
              )}
            </>
          ),
        },
        dateColumn<Complaint>((complaint) => complaint.created_at),
        onChangeStatus && {
          header: 'Actions',
          headClassName: 'text-right',
          className: 'text-right',
          cell: (complaint) => (
            <UpdateMenu
              label={`Update status of ${complaint.tenant_name}'s ${complaint.category} complaint`}
              busy={changingId === complaint.id}
              heading={`Now: ${COMPLAINT_STATUS_LABELS[complaint.status]}`}
              actions={[
                ...nextComplaintStatuses(complaint.status).map((status) => ({
                  key: status,
                  label: ACTION_LABELS[status],
                  onSelect: () => onChangeStatus(complaint, status),
                })),
                ...((REOPENABLE_STATUSES as readonly ComplaintStatus[]).includes(complaint.status)
                  ? [
                      {
                        key: 'reopen',
                        label: ACTION_LABELS.open,
                        onSelect: () => onChangeStatus(complaint, 'reopen'),
                      },
                    ]
                  : []),
              ]}
            />
          ),
        },
      ]}
      items={complaints}
      sort={sort}
      {...state}
      errorText="Failed to load complaints"
      emptyText="No complaints found"
    />
  );
}

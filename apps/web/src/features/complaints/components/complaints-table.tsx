import {
  COMPLAINT_STATUS_LABELS,
  type Complaint,
  type ComplaintStatus,
  nextComplaintStatuses,
} from '@pg/contracts/complaints';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import {
  ComplaintPriorityBadge,
  ComplaintStatusBadge,
} from '@/features/complaints/components/complaint-badges';
import { formatDate } from '@/lib/format';

/** What the menu item says for each status a complaint can be moved to. */
const ACTION_LABELS: Record<ComplaintStatus, string> = {
  open: 'Reopen',
  in_progress: 'Mark as in progress',
  resolved: 'Mark as resolved',
  closed: 'Close complaint',
};

type ComplaintsTableProps = {
  complaints: Complaint[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyHint?: string;
  /** Absent when the user may not change statuses: the column is left out. */
  onChangeStatus?: (complaint: Complaint, status: ComplaintStatus) => void;
  /** The complaint whose change is being saved. */
  changingId?: string | null;
};

/** Complaints: tenant, category, description, priority, status (with who moved it and when), date. */
export function ComplaintsTable({
  complaints,
  isLoading,
  isError,
  onRetry,
  emptyHint,
  onChangeStatus,
  changingId,
}: ComplaintsTableProps) {
  const columns = onChangeStatus ? 7 : 6;
  return (
    <Table aria-label="Complaints" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Tenant</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Priority</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Date</TableHead>
          {onChangeStatus && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={columns} />
        ) : isError && complaints.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block">Failed to load complaints</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : complaints.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block font-medium text-foreground">No complaints found</span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          complaints.map((complaint) => {
            const next = nextComplaintStatuses(complaint.status);
            const changing = changingId === complaint.id;
            return (
              <TableRow key={complaint.id}>
                <TableCell className="whitespace-nowrap font-medium">{complaint.tenant_name}</TableCell>
                <TableCell className="whitespace-nowrap">{complaint.category}</TableCell>
                <TableCell className="min-w-56 max-w-96">
                  <span className="line-clamp-3 whitespace-pre-line" title={complaint.description}>
                    {complaint.description}
                  </span>
                </TableCell>
                <TableCell>
                  <ComplaintPriorityBadge priority={complaint.priority} />
                </TableCell>
                <TableCell className="min-w-32">
                  <ComplaintStatusBadge status={complaint.status} />
                  {complaint.status_changed_at && (
                    <span className="mt-1 block text-muted-foreground text-xs">
                      {`${formatDate(complaint.status_changed_at)}${complaint.status_changed_by_email ? ` by ${complaint.status_changed_by_email}` : ''}`}
                    </span>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(complaint.created_at)}</TableCell>
                {onChangeStatus && (
                  <TableCell className="text-right">
                    {next.length > 0 ? (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={changing}
                            aria-label={`Update status of ${complaint.tenant_name}'s ${complaint.category} complaint`}
                          >
                            {changing ? <Spinner decorative /> : null}
                            Update
                            <ChevronDown aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuLabel>{`Now: ${COMPLAINT_STATUS_LABELS[complaint.status]}`}</DropdownMenuLabel>
                          {next.map((status) => (
                            <DropdownMenuItem key={status} onSelect={() => onChangeStatus(complaint, status)}>
                              {ACTION_LABELS[status]}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    ) : (
                      <span className="text-muted-foreground text-xs">—</span>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}

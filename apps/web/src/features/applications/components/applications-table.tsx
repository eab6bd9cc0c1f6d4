import {
  APPLICATION_STATUS_LABELS,
  type ApplicationItem,
  type ApplicationStatus,
} from '@pg/contracts/applications';
import { formatIndianMobile } from '@pg/contracts/tenants';
import { Eye, Repeat } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable, type TableState } from '@/components/ui/data-table';
import { ApplicationSelfie } from '@/features/applications/components/application-photo';
import { formatDate } from '@/lib/format';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const variant = status === 'approved' ? 'success' : status === 'rejected' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

type ApplicationsTableProps = {
  applications: ApplicationItem[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  onOpen: (id: string) => void;
  emptyText: string;
};

/** The inbox: selfie, name, mobile, masked Aadhar, submitted date, status, and a way in. */
export function ApplicationsTable({ applications, state, onOpen, emptyText }: ApplicationsTableProps) {
  return (
    <DataTable
      label="Tenant applications"
      columns={[
        {
          header: 'Photo',
          // The Aadhar card's photo is never a thumbnail: it is revealed in the detail, audited.
          cell: (a) => <ApplicationSelfie application={a} size="thumb" className="size-10" />,
        },
        {
          header: 'Name',
          className: 'min-w-36',
          cell: (a) => (
            <>
              <span className="block font-medium">{a.full_name}</span>
              {a.repeat_count > 0 && (
                <span className="mt-0.5 flex items-center gap-1 text-muted-foreground text-xs">
                  <Repeat className="size-3" aria-hidden="true" />
                  {a.repeat_count === 1 ? 'Applied once before' : `Applied ${a.repeat_count} times before`}
                </span>
              )}
            </>
          ),
        },
        { header: 'Mobile', className: 'whitespace-nowrap', cell: (a) => formatIndianMobile(a.phone) },
        { header: 'Aadhar', className: 'whitespace-nowrap font-mono text-xs', cell: (a) => a.aadhar_masked },
        { header: 'Submitted', className: 'whitespace-nowrap', cell: (a) => formatDate(a.created_at) },
        { header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
        actionsColumn<ApplicationItem>((a) => (
          <Button variant="outline" size="sm" onClick={() => onOpen(a.id)}>
            <Eye aria-hidden="true" />
            View<span className="sr-only">{` application of ${a.full_name}`}</span>
          </Button>
        )),
      ]}
      items={applications}
      {...state}
      errorText="Failed to load applications"
      emptyText={emptyText}
    />
  );
}

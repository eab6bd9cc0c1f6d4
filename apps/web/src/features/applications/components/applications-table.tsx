import {
  APPLICATION_STATUS_LABELS,
  type ApplicationItem,
  type ApplicationStatus,
} from '@pg/contracts/applications';
import { formatIndianMobile } from '@pg/contracts/tenants';
import { Eye, Repeat } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { ApplicationPhoto } from '@/features/applications/components/application-photo';
import { formatDate } from '@/lib/format';

const COLUMNS = 7;

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const variant = status === 'approved' ? 'success' : status === 'rejected' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

type ApplicationsTableProps = {
  applications: ApplicationItem[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onOpen: (id: string) => void;
  emptyText: string;
};

/** The inbox: photos, name, mobile, masked Aadhar, submitted date, status, and a way in. */
export function ApplicationsTable({
  applications,
  isLoading,
  isError,
  onRetry,
  onOpen,
  emptyText,
}: ApplicationsTableProps) {
  return (
    <Table aria-label="Tenant applications" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Photos</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Mobile</TableHead>
          <TableHead>Aadhar</TableHead>
          <TableHead>Submitted</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : isError && applications.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block">Failed to load applications</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : applications.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block font-medium text-foreground">{emptyText}</span>
          </TableMessageRow>
        ) : (
          applications.map((a) => (
            <TableRow key={a.id}>
              <TableCell>
                <div className="flex gap-1.5">
                  <ApplicationPhoto
                    applicationId={a.id}
                    kind="selfie"
                    size="thumb"
                    present={a.has_selfie}
                    alt={`Selfie of ${a.full_name}`}
                    className="size-10"
                  />
                  <ApplicationPhoto
                    applicationId={a.id}
                    kind="aadhar_photo"
                    size="thumb"
                    present={a.has_aadhar_photo}
                    alt={`Aadhar photo of ${a.full_name}`}
                    className="size-10"
                  />
                </div>
              </TableCell>
              <TableCell className="min-w-36">
                <span className="block font-medium">{a.full_name}</span>
                {a.repeat_count > 0 && (
                  <span className="mt-0.5 flex items-center gap-1 text-muted-foreground text-xs">
                    <Repeat className="size-3" aria-hidden="true" />
                    {a.repeat_count === 1 ? 'Applied once before' : `Applied ${a.repeat_count} times before`}
                  </span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatIndianMobile(a.phone)}</TableCell>
              <TableCell className="whitespace-nowrap font-mono text-xs">{a.aadhar_masked}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(a.created_at)}</TableCell>
              <TableCell>
                <ApplicationStatusBadge status={a.status} />
              </TableCell>
              <TableCell className="text-right">
                <Button variant="outline" size="sm" onClick={() => onOpen(a.id)}>
                  <Eye aria-hidden="true" />
                  View<span className="sr-only">{` application of ${a.full_name}`}</span>
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

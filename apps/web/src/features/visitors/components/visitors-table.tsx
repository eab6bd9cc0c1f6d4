import { ID_DOCUMENT_TYPE_LABELS } from '@pg/contracts/tenant-records';
import { formatIndianMobile } from '@pg/contracts/tenants';
import type { Visitor } from '@pg/contracts/visitors';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable, type TableState } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatTime } from '@/lib/format';

type VisitorsTableProps = {
  visitors: Visitor[];
  state: TableState;
  onMarkOut: (visitor: Visitor) => void;
  /** The visitor whose 'Mark out' is being saved. */
  markingId: string | null;
};

/** A day's register: visitor, phone, tenant visited, purpose, ID shown, time in and out. */
export function VisitorsTable({ visitors, state, onMarkOut, markingId }: VisitorsTableProps) {
  return (
    <DataTable
      label="Visitors"
      items={visitors}
      emptyText="No visitors recorded on this day."
      {...state}
      columns={[
        { header: 'Visitor', className: 'whitespace-nowrap font-medium', cell: (v) => v.name },
        {
          header: 'Phone',
          className: 'whitespace-nowrap',
          cell: (v) => (v.phone ? formatIndianMobile(v.phone) : '—'),
        },
        { header: 'Visiting', className: 'whitespace-nowrap', cell: (v) => v.tenant_name },
        { header: 'Purpose', cell: (v) => v.purpose ?? '—' },
        {
          header: 'ID shown',
          className: 'whitespace-nowrap',
          cell: (v) =>
            v.id_type ? `${ID_DOCUMENT_TYPE_LABELS[v.id_type]} ${v.id_last4 ? `…${v.id_last4}` : ''}` : '—',
        },
        { header: 'In', className: 'whitespace-nowrap', cell: (v) => formatTime(v.in_at) },
        {
          header: 'Out',
          className: 'whitespace-nowrap',
          cell: (v) =>
            v.out_at ? (
              formatTime(v.out_at)
            ) : (
              <Button
                size="sm"
                variant="outline"
                className="print:hidden"
                disabled={markingId === v.id}
                onClick={() => onMarkOut(v)}
                aria-label={`Mark out, ${v.name}`}
              >
                {markingId === v.id ? <Spinner decorative /> : <LogOut aria-hidden="true" />}
                Mark out
              </Button>
            ),
        },
      ]}
    />
  );
}

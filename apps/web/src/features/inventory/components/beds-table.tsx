import { type Bed, roomLocation } from '@pg/contracts/inventory';
import type { DataColumn } from '@/components/ui/data-table';
import { bedTypeLabel } from '@/features/inventory/bed-type-label';
import { BedStatusBadge } from '@/features/inventory/components/bed-status-badge';
import { RecordsTable } from '@/features/inventory/components/records-table';
import { formatMoney } from '@/lib/format';

const COLUMNS: DataColumn<Bed>[] = [
  { header: 'Bed Number', className: 'whitespace-nowrap font-medium', cell: (b) => b.bed_number },
  { header: 'Type', className: 'whitespace-nowrap', cell: (b) => bedTypeLabel(b.bed_type) },
  {
    header: 'Room',
    className: 'min-w-40',
    cell: (b) => (
      <>
        <span className="block">{`Room ${b.room_number}`}</span>
        <span className="block text-muted-foreground text-xs">{roomLocation(b)}</span>
      </>
    ),
  },
  {
    header: 'Rent per day',
    headClassName: 'text-right',
    className: 'whitespace-nowrap text-right tabular-nums',
    // A bed let by the month alone has no rent per day.
    cell: (b) => (b.base_rent_per_day === null ? 'Monthly only' : formatMoney(b.base_rent_per_day)),
  },
  { header: 'Status', cell: (b) => <BedStatusBadge status={b.status} /> },
];

type BedsTableProps = {
  beds: Bed[];
  isLoading: boolean;
  onEdit?: ((bed: Bed) => void) | undefined;
  onDelete?: ((bed: Bed) => void) | undefined;
};

export function BedsTable({ beds, ...props }: BedsTableProps) {
  return (
    <RecordsTable
      label="Beds"
      columns={COLUMNS}
      items={beds}
      emptyText="No beds found"
      rowLabel={(bed) => `bed ${bed.bed_number} in room ${bed.room_number}`}
      {...props}
    />
  );
}

import type { Bed } from '@pg/contracts/inventory';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { bedTypeLabel } from '@/features/inventory/bed-type-label';
import { BedStatusBadge } from '@/features/inventory/components/bed-status-badge';
import { RowActions } from '@/features/inventory/components/row-actions';
import { formatMoney } from '@/lib/format';

const COLUMNS = 6;

type BedsTableProps = {
  beds: Bed[];
  isLoading: boolean;
  onEdit?: ((bed: Bed) => void) | undefined;
  onDelete?: ((bed: Bed) => void) | undefined;
};

export function BedsTable({ beds, isLoading, onEdit, onDelete }: BedsTableProps) {
  return (
    <Table aria-label="Beds" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Bed Number</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Room</TableHead>
          <TableHead className="text-right">Rent per day</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : beds.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>No beds found</TableMessageRow>
        ) : (
          beds.map((bed) => (
            <TableRow key={bed.id}>
              <TableCell className="whitespace-nowrap font-medium">{bed.bed_number}</TableCell>
              <TableCell className="whitespace-nowrap">{bedTypeLabel(bed.bed_type)}</TableCell>
              <TableCell className="min-w-40">
                <span className="block">{`Room ${bed.room_number}`}</span>
                <span className="block text-muted-foreground text-xs">
                  {`${bed.property_name} - Floor ${bed.floor_number}`}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatMoney(bed.base_rent_per_day)}
              </TableCell>
              <TableCell>
                <BedStatusBadge available={bed.is_available} />
              </TableCell>
              <TableCell className="text-right">
                <RowActions
                  label={`bed ${bed.bed_number} in room ${bed.room_number}`}
                  onEdit={onEdit && (() => onEdit(bed))}
                  onDelete={onDelete && (() => onDelete(bed))}
                />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

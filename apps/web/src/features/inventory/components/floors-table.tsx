import type { Floor } from '@pg/contracts/inventory';
import type { DataColumn } from '@/components/ui/data-table';
import { RecordsTable } from '@/features/inventory/components/records-table';

const COLUMNS: DataColumn<Floor>[] = [
  { header: 'Floor Number', className: 'whitespace-nowrap font-medium', cell: (f) => f.floor_number },
  { header: 'Name', className: 'min-w-32', cell: (f) => f.name },
  { header: 'Property', className: 'min-w-32', cell: (f) => f.property_name },
  {
    header: 'Description',
    className: 'min-w-48 max-w-80 text-muted-foreground',
    cell: (f) => <span className="line-clamp-2">{f.description || '—'}</span>,
  },
];

type FloorsTableProps = {
  floors: Floor[];
  isLoading: boolean;
  onEdit?: ((floor: Floor) => void) | undefined;
  onDelete?: ((floor: Floor) => void) | undefined;
};

export function FloorsTable({ floors, ...props }: FloorsTableProps) {
  return (
    <RecordsTable
      label="Floors"
      columns={COLUMNS}
      items={floors}
      emptyText="No floors found"
      rowLabel={(floor) => `floor ${floor.floor_number} of ${floor.property_name}`}
      {...props}
    />
  );
}

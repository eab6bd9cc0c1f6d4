import type { Floor } from '@pg/contracts/inventory';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { RowActions } from '@/features/inventory/components/row-actions';

const COLUMNS = 5;

type FloorsTableProps = {
  floors: Floor[];
  isLoading: boolean;
  onEdit?: ((floor: Floor) => void) | undefined;
  onDelete?: ((floor: Floor) => void) | undefined;
};

export function FloorsTable({ floors, isLoading, onEdit, onDelete }: FloorsTableProps) {
  return (
    <Table aria-label="Floors" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Floor Number</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Property</TableHead>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : floors.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>No floors found</TableMessageRow>
        ) : (
          floors.map((floor) => (
            <TableRow key={floor.id}>
              <TableCell className="whitespace-nowrap font-medium">{floor.floor_number}</TableCell>
              <TableCell className="min-w-32">{floor.name}</TableCell>
              <TableCell className="min-w-32">{floor.property_name}</TableCell>
              <TableCell className="min-w-48 max-w-80 text-muted-foreground">
                <span className="line-clamp-2">{floor.description || '—'}</span>
              </TableCell>
              <TableCell className="text-right">
                <RowActions
                  label={`floor ${floor.floor_number} of ${floor.property_name}`}
                  onEdit={onEdit && (() => onEdit(floor))}
                  onDelete={onDelete && (() => onDelete(floor))}
                />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

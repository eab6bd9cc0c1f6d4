import { DEFAULT_ROOM_TYPE_LABEL, type Room } from '@pg/contracts/inventory';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { RowActions } from '@/features/inventory/components/row-actions';

const COLUMNS = 6;

type RoomsTableProps = {
  rooms: Room[];
  isLoading: boolean;
  onEdit?: ((room: Room) => void) | undefined;
  onDelete?: ((room: Room) => void) | undefined;
};

export function RoomsTable({ rooms, isLoading, onEdit, onDelete }: RoomsTableProps) {
  return (
    <Table aria-label="Rooms" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Room Number</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Capacity</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : rooms.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>No rooms found</TableMessageRow>
        ) : (
          rooms.map((room) => (
            <TableRow key={room.id}>
              <TableCell className="whitespace-nowrap font-medium">{room.room_number}</TableCell>
              <TableCell className="min-w-32">{room.name}</TableCell>
              <TableCell>
                <Badge variant={room.room_type ? 'outline' : 'secondary'}>
                  {room.room_type || DEFAULT_ROOM_TYPE_LABEL}
                </Badge>
              </TableCell>
              <TableCell className="min-w-40">{`${room.property_name} - Floor ${room.floor_number}`}</TableCell>
              <TableCell className="whitespace-nowrap">
                {room.capacity === 1 ? '1 bed' : `${room.capacity} beds`}
              </TableCell>
              <TableCell className="text-right">
                <RowActions
                  label={`room ${room.room_number}`}
                  onEdit={onEdit && (() => onEdit(room))}
                  onDelete={onDelete && (() => onDelete(room))}
                />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

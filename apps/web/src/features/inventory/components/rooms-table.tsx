import { DEFAULT_ROOM_TYPE_LABEL, type Room, roomLocation } from '@pg/contracts/inventory';
import { Badge } from '@/components/ui/badge';
import type { DataColumn } from '@/components/ui/data-table';
import { MeterReadingsButton } from '@/features/inventory/components/meter-readings-button';
import { RecordsTable } from '@/features/inventory/components/records-table';

const COLUMNS: DataColumn<Room>[] = [
  { header: 'Room Number', className: 'whitespace-nowrap font-medium', cell: (r) => r.room_number },
  { header: 'Name', className: 'min-w-32', cell: (r) => r.name },
  {
    header: 'Type',
    cell: (r) => (
      <Badge variant={r.room_type ? 'outline' : 'secondary'}>{r.room_type || DEFAULT_ROOM_TYPE_LABEL}</Badge>
    ),
  },
  { header: 'Location', className: 'min-w-40', cell: roomLocation },
  {
    header: 'Capacity',
    className: 'whitespace-nowrap',
    cell: (r) => (r.capacity === 1 ? '1 bed' : `${r.capacity} beds`),
  },
];

type RoomsTableProps = {
  rooms: Room[];
  isLoading: boolean;
  onEdit?: ((room: Room) => void) | undefined;
  onDelete?: ((room: Room) => void) | undefined;
  /** Opens the room's meter readings, when the user may see them. */
  onMeterReadings?: ((room: Room) => void) | undefined;
};

export function RoomsTable({ rooms, onMeterReadings, ...props }: RoomsTableProps) {
  return (
    <RecordsTable
      label="Rooms"
      columns={COLUMNS}
      items={rooms}
      emptyText="No rooms found"
      rowLabel={(room) => `room ${room.room_number}`}
      actions={
        onMeterReadings &&
        ((room) => (
          <MeterReadingsButton roomNumber={room.room_number} onClick={() => onMeterReadings(room)} />
        ))
      }
      {...props}
    />
  );
}

import { DEFAULT_ROOM_TYPE_LABEL, type Floor, type Room, roomLocation } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { useDeleteRoom } from '@/features/inventory/api/delete-room';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { DeleteRecordDialog } from '@/features/inventory/components/delete-record-dialog';
import { MeterReadingsButton } from '@/features/inventory/components/meter-readings-button';
import { MeterReadingsDialog } from '@/features/inventory/components/meter-readings-dialog';
import { PanelItem, RecordsPanel } from '@/features/inventory/components/panel';
import { RoomFormDialog } from '@/features/inventory/components/room-form-dialog';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { roomName } from '@/features/inventory/record-names';
import { useSession } from '@/lib/session';

type RoomsPanelProps = {
  branchId: string;
  /** The selected floor (from the address); the record once the floors have loaded. */
  floorId: string | undefined;
  floor: Floor | null;
  selectedRoomId: string | undefined;
  onSelectRoom: (room: Room | null) => void;
};

/** The selected floor's rooms, by number: 'Room {number}: {name}', type and capacity. */
export function RoomsPanel({ branchId, floorId, floor, selectedRoomId, onSelectRoom }: RoomsPanelProps) {
  const query = useRooms(
    branchId,
    { floor_id: floorId, limit: OPTIONS_LIMIT },
    { enabled: floorId !== undefined, keepPrevious: false },
  );
  const records = useRecordActions<Room>({
    resource: 'rooms',
    remove: useDeleteRoom(),
    notify: 'panel',
    deleted: 'Room deleted successfully',
    onDeleted: (room) => {
      if (room.id === selectedRoomId) onSelectRoom(null);
    },
  });

  const { can } = useSession();
  const canMeter = can('payments:view');
  const [metering, setMetering] = useState<Room | null>(null);

  return (
    <>
      <RecordsPanel
        title="Rooms"
        subtitle={floorId ? floor && roomLocation(floor) : 'No floor selected'}
        action={
          floorId &&
          records.onAdd && (
            <Button size="sm" onClick={records.onAdd}>
              <Plus aria-hidden="true" />
              Add Room
            </Button>
          )
        }
        prompt={floorId ? undefined : 'Select a floor to see its rooms.'}
        query={query}
        failed="Could not load the rooms. Please try again."
        empty="No rooms added yet"
      >
        {(room) => (
          <PanelItem
            key={room.id}
            selected={room.id === selectedRoomId}
            onSelect={() => onSelectRoom(room)}
            label={roomName(room)}
            actions={
              <>
                {canMeter && (
                  <MeterReadingsButton roomNumber={room.room_number} onClick={() => setMetering(room)} />
                )}
                <RowActions label={`room ${room.room_number}`} {...records.actionsFor(room)} empty={null} />
              </>
            }
          >
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Badge variant="secondary">{room.room_type || DEFAULT_ROOM_TYPE_LABEL}</Badge>{' '}
              <span>{`Capacity: ${room.capacity}`}</span>
              <span aria-hidden="true">·</span>
              <span>{room.bed_count === 1 ? '1 bed added' : `${room.bed_count} beds added`}</span>
            </span>
          </PanelItem>
        )}
      </RecordsPanel>

      {floorId && (
        <RoomFormDialog
          {...records.form}
          branchId={branchId}
          room={records.editing}
          floorId={floorId}
          notify="panel"
          onCreated={onSelectRoom}
        />
      )}
      <MeterReadingsDialog room={metering} onClose={() => setMetering(null)} />
      <DeleteRecordDialog
        {...records.confirm}
        level="room"
        subject={records.deleting && roomName(records.deleting)}
      />
    </>
  );
}

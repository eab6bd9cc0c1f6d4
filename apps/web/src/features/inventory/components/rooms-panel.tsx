import { DEFAULT_ROOM_TYPE_LABEL, type Floor, type Room } from '@pg/contracts/inventory';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteRoom } from '@/features/inventory/api/delete-room';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { ConfirmDeleteDialog } from '@/features/inventory/components/confirm-delete-dialog';
import { Panel, PanelItem, PanelMessage, PanelSkeleton } from '@/features/inventory/components/panel';
import { RoomFormDialog } from '@/features/inventory/components/room-form-dialog';
import { notifyError, notifySuccess } from '@/features/inventory/notify';
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
  const { can } = useSession();
  const query = useRooms(
    branchId,
    { floor_id: floorId, limit: OPTIONS_LIMIT },
    { enabled: floorId !== undefined, keepPrevious: false },
  );
  const rooms = query.data?.items ?? [];

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Room | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const remove = useDeleteRoom();

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('panel', 'Room deleted successfully');
        if (deleting.id === selectedRoomId) onSelectRoom(null);
        setDeleting(null);
      },
      onError: (error) => notifyError('panel', error),
    });
  };

  return (
    <Panel
      title="Rooms"
      subtitle={
        floorId ? floor && `${floor.property_name} - Floor ${floor.floor_number}` : 'No floor selected'
      }
      action={
        floorId &&
        can('rooms:create') && (
          <Button size="sm" onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Room
          </Button>
        )
      }
    >
      {!floorId ? (
        <PanelMessage>Select a floor to see its rooms.</PanelMessage>
      ) : query.isPending ? (
        <PanelSkeleton />
      ) : query.isError ? (
        <PanelMessage>Could not load the rooms. Please try again.</PanelMessage>
      ) : rooms.length === 0 ? (
        <PanelMessage>No rooms added yet</PanelMessage>
      ) : (
        <ul className="grid gap-1">
          {rooms.map((room) => (
            <PanelItem
              key={room.id}
              selected={room.id === selectedRoomId}
              onSelect={() => onSelectRoom(room)}
              label={`Room ${room.room_number}: ${room.name}`}
              actions={
                <>
                  {can('rooms:update') && (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit room ${room.room_number}`}
                      onClick={() => {
                        setEditing(room);
                        setFormOpen(true);
                      }}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  )}
                  {can('rooms:delete') && (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      aria-label={`Delete room ${room.room_number}`}
                      onClick={() => setDeleting(room)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </>
              }
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge variant="secondary">{room.room_type || DEFAULT_ROOM_TYPE_LABEL}</Badge>
                <span>{`Capacity: ${room.capacity}`}</span>
                <span aria-hidden="true">·</span>
                <span>{room.bed_count === 1 ? '1 bed added' : `${room.bed_count} beds added`}</span>
              </span>
            </PanelItem>
          ))}
        </ul>
      )}

      {floorId && (
        <RoomFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          branchId={branchId}
          room={editing}
          floorId={floorId}
          notify="panel"
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this room?"
        description="Its beds will be deleted too. This cannot be undone."
        subject={deleting && `Room ${deleting.room_number}: ${deleting.name}`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}

import type { Bed, Room } from '@pg/contracts/inventory';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeleteBed } from '@/features/inventory/api/delete-bed';
import { useBeds } from '@/features/inventory/api/get-beds';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { bedTypeLabel } from '@/features/inventory/bed-type-label';
import { BedFormDialog } from '@/features/inventory/components/bed-form-dialog';
import { BedStatusBadge } from '@/features/inventory/components/bed-status-badge';
import { ConfirmDeleteDialog } from '@/features/inventory/components/confirm-delete-dialog';
import { Panel, PanelItem, PanelMessage, PanelSkeleton } from '@/features/inventory/components/panel';
import { notifyError, notifySuccess } from '@/features/inventory/notify';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';

/** The selected room's beds, by number; a new bed is attached to the room automatically. */
export function BedsPanel({
  branchId,
  roomId,
  room,
}: {
  branchId: string;
  /** The selected room (from the address); the record once the rooms have loaded. */
  roomId: string | undefined;
  room: Room | null;
}) {
  const { can } = useSession();
  const query = useBeds(
    branchId,
    { room_id: roomId, limit: OPTIONS_LIMIT },
    { enabled: roomId !== undefined, keepPrevious: false },
  );
  const beds = query.data?.items ?? [];
  const full = room !== null && query.isSuccess && beds.length >= room.capacity;

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Bed | null>(null);
  const [deleting, setDeleting] = useState<Bed | null>(null);
  const remove = useDeleteBed();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('page', 'Bed deleted successfully');
        setDeleting(null);
      },
      onError: (error) => notifyError('page', error),
    });
  };

  return (
    <Panel
      title="Beds"
      subtitle={roomId ? room && `Room ${room.room_number}: ${room.name}` : 'No room selected'}
      action={
        roomId &&
        can('beds:create') && (
          <Button
            size="sm"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
            disabled={full}
            title={full && room ? `This room is full (capacity ${room.capacity})` : undefined}
          >
            <Plus aria-hidden="true" />
            Add Bed
          </Button>
        )
      }
    >
      {!roomId ? (
        <PanelMessage>Select a room to see its beds.</PanelMessage>
      ) : query.isPending ? (
        <PanelSkeleton />
      ) : query.isError ? (
        <PanelMessage>Could not load the beds. Please try again.</PanelMessage>
      ) : beds.length === 0 ? (
        <PanelMessage>No beds added yet</PanelMessage>
      ) : (
        <>
          <ul className="grid gap-1">
            {beds.map((bed) => (
              <PanelItem
                key={bed.id}
                label={`Bed ${bed.bed_number}`}
                actions={
                  <>
                    {can('beds:update') && (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Edit bed ${bed.bed_number}`}
                        onClick={() => {
                          setEditing(bed);
                          setFormOpen(true);
                        }}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                    )}
                    {can('beds:delete') && (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                        aria-label={`Delete bed ${bed.bed_number}`}
                        onClick={() => setDeleting(bed)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </>
                }
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span>{bedTypeLabel(bed.bed_type)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{`${formatMoney(bed.base_rent_per_day)} per day`}</span>
                  <BedStatusBadge available={bed.is_available} />
                </span>
              </PanelItem>
            ))}
          </ul>
          {room && (
            <p className="px-3 pt-2 pb-1 text-muted-foreground text-xs">
              {full
                ? `This room is full: ${beds.length} of ${room.capacity} beds.`
                : `${beds.length} of ${room.capacity} beds.`}
            </p>
          )}
        </>
      )}

      {roomId && (
        <BedFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          branchId={branchId}
          bed={editing}
          variant="panel"
          roomId={roomId}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this bed?"
        description="This cannot be undone."
        subject={deleting && `Bed ${deleting.bed_number} in room ${deleting.room_number}`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}

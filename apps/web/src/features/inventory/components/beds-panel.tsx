import type { Bed, Room } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { useDeleteBed } from '@/features/inventory/api/delete-bed';
import { useBeds } from '@/features/inventory/api/get-beds';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { bedTypeLabel } from '@/features/inventory/bed-type-label';
import { BedFormDialog } from '@/features/inventory/components/bed-form-dialog';
import { BedStatusBadge } from '@/features/inventory/components/bed-status-badge';
import { DeleteRecordDialog } from '@/features/inventory/components/delete-record-dialog';
import { PanelItem, RecordsPanel } from '@/features/inventory/components/panel';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { roomName } from '@/features/inventory/record-names';
import { formatMoney } from '@/lib/format';

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
  const query = useBeds(
    branchId,
    { room_id: roomId, limit: OPTIONS_LIMIT },
    { enabled: roomId !== undefined, keepPrevious: false },
  );
  const full = room !== null && query.isSuccess && query.data.items.length >= room.capacity;
  const records = useRecordActions<Bed>({
    resource: 'beds',
    remove: useDeleteBed(),
    notify: 'page',
    deleted: 'Bed deleted successfully',
  });

  return (
    <>
      <RecordsPanel
        title="Beds"
        subtitle={roomId ? room && roomName(room) : 'No room selected'}
        action={
          roomId &&
          records.onAdd && (
            <Button
              size="sm"
              onClick={records.onAdd}
              disabled={full}
              title={full && room ? `This room is full (capacity ${room.capacity})` : undefined}
            >
              <Plus aria-hidden="true" />
              Add Bed
            </Button>
          )
        }
        prompt={roomId ? undefined : 'Select a room to see its beds.'}
        query={query}
        failed="Could not load the beds. Please try again."
        empty="No beds added yet"
        footer={(beds) =>
          room && (
            <p className="px-3 pt-2 pb-1 text-muted-foreground text-xs">
              {full
                ? `This room is full: ${beds.length} of ${room.capacity} beds.`
                : `${beds.length} of ${room.capacity} beds.`}
            </p>
          )
        }
      >
        {(bed) => (
          <PanelItem
            key={bed.id}
            label={`Bed ${bed.bed_number}`}
            actions={<RowActions label={`bed ${bed.bed_number}`} {...records.actionsFor(bed)} empty={null} />}
          >
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>{bedTypeLabel(bed.bed_type)}</span>
              <span aria-hidden="true">·</span>
              <span>
                {bed.base_rent_per_day === null
                  ? `${formatMoney(bed.monthly_rent ?? 0)} per month`
                  : `${formatMoney(bed.base_rent_per_day)} per day`}
              </span>
              <BedStatusBadge status={bed.status} />
            </span>
          </PanelItem>
        )}
      </RecordsPanel>

      {roomId && (
        <BedFormDialog
          {...records.form}
          branchId={branchId}
          bed={records.editing}
          variant="panel"
          roomId={roomId}
        />
      )}
      <DeleteRecordDialog
        {...records.confirm}
        level="bed"
        subject={
          records.deleting && `Bed ${records.deleting.bed_number} in room ${records.deleting.room_number}`
        }
      />
    </>
  );
}

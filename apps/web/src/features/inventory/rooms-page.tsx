import type { Room } from '@pg/contracts/inventory';
import { useCallback } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRoom } from '@/features/inventory/api/delete-room';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { FilterSelect } from '@/features/inventory/components/filter-select';
import { InventoryPage, RecordsPage } from '@/features/inventory/components/inventory-page';
import { RoomFormDialog } from '@/features/inventory/components/room-form-dialog';
import { RoomsTable } from '@/features/inventory/components/rooms-table';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';

const TITLE = 'Rooms';
const DESCRIPTION = 'Every room of the branch, with where it is and how many beds it holds.';

/** /rooms: the branch's rooms, filtered by property and floor (?property=…&floor=…). */
export function RoomsPage() {
  return (
    <InventoryPage title={TITLE} description={DESCRIPTION} what="rooms">
      {(branchId) => <RoomsView key={branchId} branchId={branchId} />}
    </InventoryPage>
  );
}

function RoomsView({ branchId }: { branchId: string }) {
  const { ids, page, update } = useFilterParams(['property', 'floor'] as const);

  const propertiesQuery = useProperties(branchId, { sort: 'name', limit: OPTIONS_LIMIT });
  const properties = propertiesQuery.data?.items ?? [];
  // Floors to filter by: the chosen property's, or all of the branch's (also the form's choices).
  const floorOptionsQuery = useFloors(branchId, { property_id: ids.property, limit: OPTIONS_LIMIT });
  const allFloorsQuery = useFloors(branchId, { limit: OPTIONS_LIMIT });
  const roomsQuery = useRooms(branchId, {
    property_id: ids.property,
    floor_id: ids.floor,
    limit: PAGE_LIMIT,
    offset: (page - 1) * PAGE_LIMIT,
  });
  useLoadErrorToast(roomsQuery);
  useLoadErrorToast(propertiesQuery);
  useLoadErrorToast(allFloorsQuery);
  useForgetMissing(
    ids.property,
    propertiesQuery,
    useCallback(() => update({ property: null, floor: null }), [update]),
  );
  useForgetMissing(
    ids.floor,
    floorOptionsQuery.isPlaceholderData ? { isSuccess: false } : floorOptionsQuery,
    useCallback(() => update({ floor: null }), [update]),
  );

  const records = useRecordActions<Room>({
    resource: 'rooms',
    remove: useDeleteRoom(),
    notify: 'page',
    deleted: 'Room deleted successfully',
  });

  const allFloors = allFloorsQuery.data?.items ?? [];

  return (
    <RecordsPage
      title={TITLE}
      description={DESCRIPTION}
      add={{
        label: 'Add Room',
        onClick: records.onAdd,
        parents: allFloorsQuery,
        missing: 'Add a floor first',
      }}
      paging={{
        page,
        total: roomsQuery.data?.total ?? 0,
        noun: 'rooms',
        onPageChange: (next) => update({ page: String(next) }),
      }}
      filters={
        <>
          <FilterSelect
            label="Property"
            allLabel="All Properties"
            value={ids.property}
            options={properties.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(property) => update({ property, floor: null })}
          />
          <FilterSelect
            label="Floor"
            allLabel="All Floors"
            value={ids.floor}
            options={(floorOptionsQuery.data?.items ?? []).map((f) => ({
              value: f.id,
              label: `${f.property_name} - Floor ${f.floor_number}`,
              description: f.name,
            }))}
            onChange={(floor) => update({ floor })}
          />
        </>
      }
    >
      <RoomsTable
        rooms={roomsQuery.data?.items ?? []}
        isLoading={roomsQuery.isPending}
        onEdit={records.onEdit}
        onDelete={records.onDelete}
      />

      <RoomFormDialog
        {...records.form}
        branchId={branchId}
        room={records.editing}
        floors={allFloors}
        floorId={ids.floor}
        notify="page"
      />
      <ConfirmDialog
        {...records.confirm}
        title="Are you sure you want to delete this room?"
        description="Its beds will be deleted too. This cannot be undone."
        subject={
          records.deleting &&
          `Room ${records.deleting.room_number}: ${records.deleting.name} (${records.deleting.property_name} - Floor ${records.deleting.floor_number})`
        }
      />
    </RecordsPage>
  );
}

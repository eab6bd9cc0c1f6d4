import { type Room, roomLocation } from '@pg/contracts/inventory';
import { useCallback, useState } from 'react';
import { useDeleteRoom } from '@/features/inventory/api/delete-room';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { DeleteRecordDialog } from '@/features/inventory/components/delete-record-dialog';
import { FilterSelect, PropertyFilter } from '@/features/inventory/components/filter-select';
import { InventoryPage, RecordsPage } from '@/features/inventory/components/inventory-page';
import { MeterReadingsDialog } from '@/features/inventory/components/meter-readings-dialog';
import { RoomFormDialog } from '@/features/inventory/components/room-form-dialog';
import { RoomsTable } from '@/features/inventory/components/rooms-table';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { roomName } from '@/features/inventory/record-names';
import { useSession } from '@/lib/session';

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
  const { ids, page, paging, update } = useFilterParams(['property', 'floor'] as const);

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
  const { can } = useSession();
  const [metering, setMetering] = useState<Room | null>(null);

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
      paging={{ ...paging, total: roomsQuery.data?.total ?? 0, noun: 'rooms' }}
      filters={
        <>
          <PropertyFilter
            properties={properties}
            value={ids.property}
            onChange={(property) => update({ property, floor: null })}
          />
          <FilterSelect
            label="Floor"
            allLabel="All Floors"
            value={ids.floor}
            options={(floorOptionsQuery.data?.items ?? []).map((f) => ({
              value: f.id,
              label: roomLocation(f),
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
        onMeterReadings={can('payments:view') ? setMetering : undefined}
      />
      <MeterReadingsDialog room={metering} onClose={() => setMetering(null)} />

      <RoomFormDialog
        {...records.form}
        branchId={branchId}
        room={records.editing}
        floors={allFloors}
        floorId={ids.floor}
        notify="page"
      />
      <DeleteRecordDialog
        {...records.confirm}
        level="room"
        subject={records.deleting && `${roomName(records.deleting)} (${roomLocation(records.deleting)})`}
      />
    </RecordsPage>
  );
}

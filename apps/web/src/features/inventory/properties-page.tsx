import type { Floor, Property, Room } from '@pg/contracts/inventory';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { useDeleteProperty } from '@/features/inventory/api/delete-property';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { BedsPanel } from '@/features/inventory/components/beds-panel';
import { FloorsPanel } from '@/features/inventory/components/floors-panel';
import { InventoryStatsStrip } from '@/features/inventory/components/inventory-stats-strip';
import { PropertyFormDialog } from '@/features/inventory/components/property-form-dialog';
import { PropertyList } from '@/features/inventory/components/property-list';
import { RoomsPanel } from '@/features/inventory/components/rooms-panel';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { useAddFromAddress } from '@/lib/use-add-from-address';
import { useIsMobile } from '@/lib/use-is-mobile';

/** /properties: the branch's building, described level by level (titled 'PG Management System'). */
export function PropertiesPage() {
  const { selectedBranchId } = useBranch();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <PageHeader
        title="PG Management System"
        description="Describe each building of the branch: properties, their floors, rooms and beds."
      />
      {selectedBranchId ? (
        <PropertiesWorkspace key={selectedBranchId} branchId={selectedBranchId} />
      ) : (
        <NoBranchSelected what="properties" />
      )}
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function PropertiesWorkspace({ branchId }: { branchId: string }) {
  const isMobile = useIsMobile();
  // The drill-down's selection lives in the address: ?property=…&floor=…&room=…
  const { ids, update } = useFilterParams(['property', 'floor', 'room'] as const);

  const propertiesQuery = useProperties(branchId, { limit: OPTIONS_LIMIT });
  const properties = propertiesQuery.data?.items ?? [];
  const property = properties.find((p) => p.id === ids.property) ?? null;

  // The same queries as the panels' (shared cache), all at once from the address rather than one
  // after the other: the selected floor and room as records, for the panels' titles.
  const floorsQuery = useFloors(
    branchId,
    { property_id: ids.property, limit: OPTIONS_LIMIT },
    { enabled: ids.property !== undefined, keepPrevious: false },
  );
  const floor = (ids.property && floorsQuery.data?.items.find((f) => f.id === ids.floor)) || null;
  const roomsQuery = useRooms(
    branchId,
    { floor_id: ids.floor, limit: OPTIONS_LIMIT },
    { enabled: ids.floor !== undefined, keepPrevious: false },
  );
  const room = (ids.floor && roomsQuery.data?.items.find((r) => r.id === ids.room)) || null;

  useLoadErrorToast(propertiesQuery);

  // Forget a selection that no longer exists (deleted, or a link from another branch), and any
  // selection below it.
  const staleProperty = Boolean(ids.property && propertiesQuery.isSuccess && !property);
  const staleFloor = Boolean(ids.floor && (!ids.property || (floorsQuery.isSuccess && !floor)));
  const staleRoom = Boolean(ids.room && (!ids.floor || (roomsQuery.isSuccess && !room)));
  useEffect(() => {
    if (staleProperty) update({ property: null, floor: null, room: null });
    else if (staleFloor) update({ floor: null, room: null });
    else if (staleRoom) update({ room: null });
  }, [staleProperty, staleFloor, staleRoom, update]);

  // On a phone the panels are stacked: bring the next level into view after a choice.
  const floorsRef = useRef<HTMLDivElement>(null);
  const roomsRef = useRef<HTMLDivElement>(null);
  const bedsRef = useRef<HTMLDivElement>(null);
  const reveal = (ref: React.RefObject<HTMLDivElement | null>) => {
    if (isMobile)
      requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const selectProperty = (p: Property) => {
    update({ property: p.id, floor: null, room: null });
    reveal(floorsRef);
  };
  const selectFloor = (f: Floor | null) => {
    update({ floor: f?.id ?? null, room: null });
    if (f) reveal(roomsRef);
  };
  const selectRoom = (r: Room | null) => {
    update({ room: r?.id ?? null });
    if (r) reveal(bedsRef);
  };

  const records = useRecordActions<Property>({
    resource: 'properties',
    remove: useDeleteProperty(),
    notify: 'page',
    deleted: 'Property deleted successfully',
    onDeleted: (deleted) => {
      if (deleted.id === ids.property) update({ property: null, floor: null, room: null });
    },
  });

  useAddFromAddress(records.onAdd);
  const total = propertiesQuery.data?.total ?? 0;

  return (
    <>
      <InventoryStatsStrip branchId={branchId} />

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <PropertyList
          properties={properties}
          isLoading={propertiesQuery.isPending}
          selectedId={ids.property}
          onSelect={selectProperty}
          onAdd={records.onAdd}
          onEdit={records.onEdit}
          onDelete={records.onDelete}
          footer={
            total > properties.length && (
              <p className="px-3 pt-2 pb-1 text-muted-foreground text-xs">
                {`Showing the newest ${properties.length} of ${total} properties.`}
              </p>
            )
          }
        />
        <div ref={floorsRef} className="scroll-mt-4">
          <FloorsPanel
            branchId={branchId}
            propertyId={ids.property}
            property={property}
            selectedFloorId={ids.floor}
            onSelectFloor={selectFloor}
          />
        </div>
        <div ref={roomsRef} className="scroll-mt-4">
          <RoomsPanel
            branchId={branchId}
            floorId={ids.floor}
            floor={floor}
            selectedRoomId={ids.room}
            onSelectRoom={selectRoom}
          />
        </div>
        <div ref={bedsRef} className="scroll-mt-4">
          <BedsPanel branchId={branchId} roomId={ids.room} room={room} />
        </div>
      </div>

      <PropertyFormDialog {...records.form} property={records.editing} onCreated={selectProperty} />
      <ConfirmDialog
        {...records.confirm}
        title="Are you sure you want to delete this property?"
        description={
          records.deleting &&
          `Its ${plural(records.deleting.floor_count, 'floor', 'floors')}, ${plural(records.deleting.room_count, 'room', 'rooms')} and ${plural(records.deleting.bed_count, 'bed', 'beds')} will be deleted too. This cannot be undone.`
        }
        subject={records.deleting?.name}
      />
    </>
  );
}

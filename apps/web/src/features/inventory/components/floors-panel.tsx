import type { Floor, Property } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { useDeleteFloor } from '@/features/inventory/api/delete-floor';
import { useFloors } from '@/features/inventory/api/get-floors';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { DeleteRecordDialog } from '@/features/inventory/components/delete-record-dialog';
import { FloorFormDialog } from '@/features/inventory/components/floor-form-dialog';
import { PanelItem, RecordsPanel } from '@/features/inventory/components/panel';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { floorName } from '@/features/inventory/record-names';

type FloorsPanelProps = {
  branchId: string;
  /** The selected property (from the address); its name once the properties have loaded. */
  propertyId: string | undefined;
  property: Property | null;
  selectedFloorId: string | undefined;
  /** Selecting a floor is reported to the parent (null when the selected floor is deleted). */
  onSelectFloor: (floor: Floor | null) => void;
};

/** The selected property's floors, by number: 'Floor {number}: {name}'. */
export function FloorsPanel({
  branchId,
  propertyId,
  property,
  selectedFloorId,
  onSelectFloor,
}: FloorsPanelProps) {
  const query = useFloors(
    branchId,
    { property_id: propertyId, limit: OPTIONS_LIMIT },
    { enabled: propertyId !== undefined, keepPrevious: false },
  );
  const records = useRecordActions<Floor>({
    resource: 'floors',
    remove: useDeleteFloor(),
    notify: 'panel',
    deleted: 'Floor deleted successfully',
    onDeleted: (floor) => {
      if (floor.id === selectedFloorId) onSelectFloor(null);
    },
  });

  return (
    <>
      <RecordsPanel
        title="Floors"
        subtitle={propertyId ? property?.name : 'No property selected'}
        action={
          propertyId &&
          records.onAdd && (
            <Button size="sm" onClick={records.onAdd}>
              <Plus aria-hidden="true" />
              Add Floor
            </Button>
          )
        }
        prompt={propertyId ? undefined : 'Select a property to see its floors.'}
        query={query}
        failed="Could not load the floors. Please try again."
        empty="No floors added yet"
      >
        {(floor) => (
          <PanelItem
            key={floor.id}
            selected={floor.id === selectedFloorId}
            onSelect={() => onSelectFloor(floor)}
            label={floorName(floor)}
            actions={
              <RowActions label={`floor ${floor.floor_number}`} {...records.actionsFor(floor)} empty={null} />
            }
          >
            {floor.description}
          </PanelItem>
        )}
      </RecordsPanel>

      {propertyId && (
        <FloorFormDialog
          {...records.form}
          branchId={branchId}
          floor={records.editing}
          propertyId={propertyId}
          notify="panel"
          onCreated={onSelectFloor}
        />
      )}
      <DeleteRecordDialog
        {...records.confirm}
        level="floor"
        subject={records.deleting && floorName(records.deleting)}
      />
    </>
  );
}

import type { Floor, Property } from '@pg/contracts/inventory';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeleteFloor } from '@/features/inventory/api/delete-floor';
import { useFloors } from '@/features/inventory/api/get-floors';
import { OPTIONS_LIMIT } from '@/features/inventory/api/inventory-keys';
import { ConfirmDeleteDialog } from '@/features/inventory/components/confirm-delete-dialog';
import { FloorFormDialog } from '@/features/inventory/components/floor-form-dialog';
import { Panel, PanelItem, PanelMessage, PanelSkeleton } from '@/features/inventory/components/panel';
import { notifyError, notifySuccess } from '@/features/inventory/notify';
import { useSession } from '@/lib/session';

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
  const { can } = useSession();
  const query = useFloors(
    branchId,
    { property_id: propertyId, limit: OPTIONS_LIMIT },
    { enabled: propertyId !== undefined, keepPrevious: false },
  );
  const floors = query.data?.items ?? [];

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Floor | null>(null);
  const [deleting, setDeleting] = useState<Floor | null>(null);
  const remove = useDeleteFloor();

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('panel', 'Floor deleted successfully');
        if (deleting.id === selectedFloorId) onSelectFloor(null);
        setDeleting(null);
      },
      onError: (error) => notifyError('panel', error),
    });
  };

  return (
    <Panel
      title="Floors"
      subtitle={propertyId ? property?.name : 'No property selected'}
      action={
        propertyId &&
        can('floors:create') && (
          <Button size="sm" onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Floor
          </Button>
        )
      }
    >
      {!propertyId ? (
        <PanelMessage>Select a property to see its floors.</PanelMessage>
      ) : query.isPending ? (
        <PanelSkeleton />
      ) : query.isError ? (
        <PanelMessage>Could not load the floors. Please try again.</PanelMessage>
      ) : floors.length === 0 ? (
        <PanelMessage>No floors added yet</PanelMessage>
      ) : (
        <ul className="grid gap-1">
          {floors.map((floor) => (
            <PanelItem
              key={floor.id}
              selected={floor.id === selectedFloorId}
              onSelect={() => onSelectFloor(floor)}
              label={`Floor ${floor.floor_number}: ${floor.name}`}
              actions={
                <>
                  {can('floors:update') && (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit floor ${floor.floor_number}`}
                      onClick={() => {
                        setEditing(floor);
                        setFormOpen(true);
                      }}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  )}
                  {can('floors:delete') && (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      aria-label={`Delete floor ${floor.floor_number}`}
                      onClick={() => setDeleting(floor)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </>
              }
            >
              {floor.description}
            </PanelItem>
          ))}
        </ul>
      )}

      {propertyId && (
        <FloorFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          branchId={branchId}
          floor={editing}
          propertyId={propertyId}
          notify="panel"
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this floor?"
        description="Its rooms and beds will be deleted too. This cannot be undone."
        subject={deleting && `Floor ${deleting.floor_number}: ${deleting.name}`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}

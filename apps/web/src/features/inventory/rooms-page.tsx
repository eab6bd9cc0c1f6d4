import type { Room } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteRoom } from '@/features/inventory/api/delete-room';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { ConfirmDeleteDialog } from '@/features/inventory/components/confirm-delete-dialog';
import { FilterSelect } from '@/features/inventory/components/filter-select';
import { PageFrame } from '@/features/inventory/components/page-frame';
import { RoomFormDialog } from '@/features/inventory/components/room-form-dialog';
import { RoomsTable } from '@/features/inventory/components/rooms-table';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { notifyError, notifySuccess } from '@/features/inventory/notify';
import { useSession } from '@/lib/session';

const TITLE = 'Rooms';
const DESCRIPTION = 'Every room of the branch, with where it is and how many beds it holds.';

/** /rooms: the branch's rooms, filtered by property and floor (?property=…&floor=…). */
export function RoomsPage() {
  const { selectedBranchId, isLoading } = useBranch();
  if (selectedBranchId) return <RoomsView key={selectedBranchId} branchId={selectedBranchId} />;
  return (
    <PageFrame title={TITLE} description={DESCRIPTION}>
      {isLoading ? <Skeleton className="h-64 w-full rounded-xl" /> : <NoBranchSelected what="rooms" />}
    </PageFrame>
  );
}

function RoomsView({ branchId }: { branchId: string }) {
  const { can } = useSession();
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

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Room | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const remove = useDeleteRoom();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('page', 'Room deleted successfully');
        setDeleting(null);
      },
      onError: (error) => notifyError('page', error),
    });
  };

  const allFloors = allFloorsQuery.data?.items ?? [];
  const noFloors = allFloorsQuery.isSuccess && allFloors.length === 0;

  return (
    <PageFrame
      title={TITLE}
      description={DESCRIPTION}
      actions={
        can('rooms:create') && (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
            disabled={!allFloorsQuery.isSuccess || noFloors}
            title={noFloors ? 'Add a floor first' : undefined}
          >
            <Plus aria-hidden="true" />
            Add Room
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
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
      </div>

      <RoomsTable
        rooms={roomsQuery.data?.items ?? []}
        isLoading={roomsQuery.isPending}
        onEdit={
          can('rooms:update')
            ? (room) => {
                setEditing(room);
                setFormOpen(true);
              }
            : undefined
        }
        onDelete={can('rooms:delete') ? setDeleting : undefined}
      />
      <PaginationBar
        page={page}
        pageSize={PAGE_LIMIT}
        total={roomsQuery.data?.total ?? 0}
        noun="rooms"
        onPageChange={(next) => update({ page: String(next) })}
      />

      <RoomFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        branchId={branchId}
        room={editing}
        floors={allFloors}
        floorId={ids.floor}
        notify="page"
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this room?"
        description="Its beds will be deleted too. This cannot be undone."
        subject={
          deleting &&
          `Room ${deleting.room_number}: ${deleting.name} (${deleting.property_name} - Floor ${deleting.floor_number})`
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

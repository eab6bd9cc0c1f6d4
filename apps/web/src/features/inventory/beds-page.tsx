import { BED_STATUSES, type Bed, type BedStatus } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteBed } from '@/features/inventory/api/delete-bed';
import { useBeds } from '@/features/inventory/api/get-beds';
import { useProperties } from '@/features/inventory/api/get-properties';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { BedFormDialog } from '@/features/inventory/components/bed-form-dialog';
import { BedsTable } from '@/features/inventory/components/beds-table';
import { ConfirmDeleteDialog } from '@/features/inventory/components/confirm-delete-dialog';
import { FilterSelect } from '@/features/inventory/components/filter-select';
import { PageFrame } from '@/features/inventory/components/page-frame';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { notifyError, notifySuccess } from '@/features/inventory/notify';
import { useSession } from '@/lib/session';

const TITLE = 'Beds';
const DESCRIPTION = 'Every bed of the branch with its rent per day and whether it is free.';

const STATUS_LABELS: Record<BedStatus, string> = { available: 'Available', occupied: 'Occupied' };
const isStatus = (value: string | null): value is BedStatus =>
  (BED_STATUSES as readonly string[]).includes(value ?? '');

/** /beds: the branch's beds, filtered by property, room and status (?property=…&room=…&status=…). */
export function BedsPage() {
  const { selectedBranchId, isLoading } = useBranch();
  if (selectedBranchId) return <BedsView key={selectedBranchId} branchId={selectedBranchId} />;
  return (
    <PageFrame title={TITLE} description={DESCRIPTION}>
      {isLoading ? <Skeleton className="h-64 w-full rounded-xl" /> : <NoBranchSelected what="beds" />}
    </PageFrame>
  );
}

function BedsView({ branchId }: { branchId: string }) {
  const { can } = useSession();
  const { ids, page, params, update } = useFilterParams(['property', 'room'] as const);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;

  const propertiesQuery = useProperties(branchId, { sort: 'name', limit: OPTIONS_LIMIT });
  const properties = propertiesQuery.data?.items ?? [];
  // Rooms to filter by: the chosen property's, or all of the branch's (also the form's choices).
  const roomOptionsQuery = useRooms(branchId, { property_id: ids.property, limit: OPTIONS_LIMIT });
  const allRoomsQuery = useRooms(branchId, { limit: OPTIONS_LIMIT });
  const bedsQuery = useBeds(branchId, {
    property_id: ids.property,
    room_id: ids.room,
    status,
    limit: PAGE_LIMIT,
    offset: (page - 1) * PAGE_LIMIT,
  });
  useLoadErrorToast(bedsQuery);
  useLoadErrorToast(propertiesQuery);
  useLoadErrorToast(allRoomsQuery);
  useForgetMissing(
    ids.property,
    propertiesQuery,
    useCallback(() => update({ property: null, room: null }), [update]),
  );
  useForgetMissing(
    ids.room,
    roomOptionsQuery.isPlaceholderData ? { isSuccess: false } : roomOptionsQuery,
    useCallback(() => update({ room: null }), [update]),
  );

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

  const allRooms = allRoomsQuery.data?.items ?? [];
  const noRooms = allRoomsQuery.isSuccess && allRooms.length === 0;

  return (
    <PageFrame
      title={TITLE}
      description={DESCRIPTION}
      actions={
        can('beds:create') && (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
            disabled={!allRoomsQuery.isSuccess || noRooms}
            title={noRooms ? 'Add a room first' : undefined}
          >
            <Plus aria-hidden="true" />
            Add Bed
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterSelect
          label="Property"
          allLabel="All Properties"
          value={ids.property}
          options={properties.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(property) => update({ property, room: null })}
        />
        <FilterSelect
          label="Room"
          allLabel="All Rooms"
          value={ids.room}
          options={(roomOptionsQuery.data?.items ?? []).map((r) => ({
            value: r.id,
            label: `Room ${r.room_number}: ${r.name}`,
            description: `${r.property_name} - Floor ${r.floor_number}`,
          }))}
          onChange={(room) => update({ room })}
        />
        <FilterSelect
          label="Status"
          allLabel="All Statuses"
          value={status}
          options={BED_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(next) => update({ status: next })}
        />
      </div>

      <BedsTable
        beds={bedsQuery.data?.items ?? []}
        isLoading={bedsQuery.isPending}
        onEdit={
          can('beds:update')
            ? (bed) => {
                setEditing(bed);
                setFormOpen(true);
              }
            : undefined
        }
        onDelete={can('beds:delete') ? setDeleting : undefined}
      />
      <PaginationBar
        page={page}
        pageSize={PAGE_LIMIT}
        total={bedsQuery.data?.total ?? 0}
        noun="beds"
        onPageChange={(next) => update({ page: String(next) })}
      />

      <BedFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        branchId={branchId}
        bed={editing}
        variant="page"
        rooms={allRooms}
        roomId={ids.room}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this bed?"
        description="This cannot be undone."
        subject={
          deleting &&
          `Bed ${deleting.bed_number} in room ${deleting.room_number} (${deleting.property_name} - Floor ${deleting.floor_number})`
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

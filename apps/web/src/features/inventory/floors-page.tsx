import type { Floor } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteFloor } from '@/features/inventory/api/delete-floor';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { ConfirmDeleteDialog } from '@/features/inventory/components/confirm-delete-dialog';
import { FilterSelect } from '@/features/inventory/components/filter-select';
import { FloorFormDialog } from '@/features/inventory/components/floor-form-dialog';
import { FloorsTable } from '@/features/inventory/components/floors-table';
import { PageFrame } from '@/features/inventory/components/page-frame';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { notifyError, notifySuccess } from '@/features/inventory/notify';
import { useSession } from '@/lib/session';

const TITLE = 'Floors';
const DESCRIPTION = 'Every floor of the branch’s properties, by floor number.';

/** /floors: the branch's floors, filtered by property (?property=…). */
export function FloorsPage() {
  const { selectedBranchId, isLoading } = useBranch();
  if (selectedBranchId) return <FloorsView key={selectedBranchId} branchId={selectedBranchId} />;
  return (
    <PageFrame title={TITLE} description={DESCRIPTION}>
      {isLoading ? <Skeleton className="h-64 w-full rounded-xl" /> : <NoBranchSelected what="floors" />}
    </PageFrame>
  );
}

function FloorsView({ branchId }: { branchId: string }) {
  const { can } = useSession();
  const { ids, page, update } = useFilterParams(['property'] as const);

  const propertiesQuery = useProperties(branchId, { sort: 'name', limit: OPTIONS_LIMIT });
  const properties = propertiesQuery.data?.items ?? [];
  const floorsQuery = useFloors(branchId, {
    property_id: ids.property,
    limit: PAGE_LIMIT,
    offset: (page - 1) * PAGE_LIMIT,
  });
  useLoadErrorToast(floorsQuery);
  useLoadErrorToast(propertiesQuery);
  useForgetMissing(
    ids.property,
    propertiesQuery,
    useCallback(() => update({ property: null }), [update]),
  );

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Floor | null>(null);
  const [deleting, setDeleting] = useState<Floor | null>(null);
  const remove = useDeleteFloor();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('page', 'Floor deleted successfully');
        setDeleting(null);
      },
      onError: (error) => notifyError('page', error),
    });
  };

  const noProperties = propertiesQuery.isSuccess && properties.length === 0;

  return (
    <PageFrame
      title={TITLE}
      description={DESCRIPTION}
      actions={
        can('floors:create') && (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
            disabled={!propertiesQuery.isSuccess || noProperties}
            title={noProperties ? 'Add a property first' : undefined}
          >
            <Plus aria-hidden="true" />
            Add Floor
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
          onChange={(property) => update({ property })}
        />
      </div>

      <FloorsTable
        floors={floorsQuery.data?.items ?? []}
        isLoading={floorsQuery.isPending}
        onEdit={
          can('floors:update')
            ? (floor) => {
                setEditing(floor);
                setFormOpen(true);
              }
            : undefined
        }
        onDelete={can('floors:delete') ? setDeleting : undefined}
      />
      <PaginationBar
        page={page}
        pageSize={PAGE_LIMIT}
        total={floorsQuery.data?.total ?? 0}
        noun="floors"
        onPageChange={(next) => update({ page: String(next) })}
      />

      <FloorFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        branchId={branchId}
        floor={editing}
        properties={properties}
        propertyId={ids.property}
        notify="page"
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this floor?"
        description="Its rooms and beds will be deleted too. This cannot be undone."
        subject={deleting && `Floor ${deleting.floor_number}: ${deleting.name} (${deleting.property_name})`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

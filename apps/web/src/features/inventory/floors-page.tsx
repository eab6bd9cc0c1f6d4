import type { Floor } from '@pg/contracts/inventory';
import { useCallback } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteFloor } from '@/features/inventory/api/delete-floor';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { FilterSelect } from '@/features/inventory/components/filter-select';
import { FloorFormDialog } from '@/features/inventory/components/floor-form-dialog';
import { FloorsTable } from '@/features/inventory/components/floors-table';
import { InventoryPage, RecordsPage } from '@/features/inventory/components/inventory-page';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';

const TITLE = 'Floors';
const DESCRIPTION = 'Every floor of the branch’s properties, by floor number.';

/** /floors: the branch's floors, filtered by property (?property=…). */
export function FloorsPage() {
  return (
    <InventoryPage title={TITLE} description={DESCRIPTION} what="floors">
      {(branchId) => <FloorsView key={branchId} branchId={branchId} />}
    </InventoryPage>
  );
}

function FloorsView({ branchId }: { branchId: string }) {
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

  const records = useRecordActions<Floor>({
    resource: 'floors',
    remove: useDeleteFloor(),
    notify: 'page',
    deleted: 'Floor deleted successfully',
  });

  return (
    <RecordsPage
      title={TITLE}
      description={DESCRIPTION}
      add={{
        label: 'Add Floor',
        onClick: records.onAdd,
        parents: propertiesQuery,
        missing: 'Add a property first',
      }}
      paging={{
        page,
        total: floorsQuery.data?.total ?? 0,
        noun: 'floors',
        onPageChange: (next) => update({ page: String(next) }),
      }}
      filters={
        <FilterSelect
          label="Property"
          allLabel="All Properties"
          value={ids.property}
          options={properties.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(property) => update({ property })}
        />
      }
    >
      <FloorsTable
        floors={floorsQuery.data?.items ?? []}
        isLoading={floorsQuery.isPending}
        onEdit={records.onEdit}
        onDelete={records.onDelete}
      />

      <FloorFormDialog
        {...records.form}
        branchId={branchId}
        floor={records.editing}
        properties={properties}
        propertyId={ids.property}
        notify="page"
      />
      <ConfirmDialog
        {...records.confirm}
        title="Are you sure you want to delete this floor?"
        description="Its rooms and beds will be deleted too. This cannot be undone."
        subject={
          records.deleting &&
          `Floor ${records.deleting.floor_number}: ${records.deleting.name} (${records.deleting.property_name})`
        }
      />
    </RecordsPage>
  );
}

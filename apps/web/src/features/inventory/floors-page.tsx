import type { Floor } from '@pg/contracts/inventory';
import { useCallback } from 'react';
import { useDeleteFloor } from '@/features/inventory/api/delete-floor';
import { useFloors } from '@/features/inventory/api/get-floors';
import { useProperties } from '@/features/inventory/api/get-properties';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { DeleteRecordDialog } from '@/features/inventory/components/delete-record-dialog';
import { PropertyFilter } from '@/features/inventory/components/filter-select';
import { FloorFormDialog } from '@/features/inventory/components/floor-form-dialog';
import { FloorsTable } from '@/features/inventory/components/floors-table';
import { InventoryPage, RecordsPage } from '@/features/inventory/components/inventory-page';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { floorName } from '@/features/inventory/record-names';

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
  const { ids, page, paging, update } = useFilterParams(['property'] as const);

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
      paging={{ ...paging, total: floorsQuery.data?.total ?? 0, noun: 'floors' }}
      filters={
        <PropertyFilter
          properties={properties}
          value={ids.property}
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
      <DeleteRecordDialog
        {...records.confirm}
        level="floor"
        subject={records.deleting && `${floorName(records.deleting)} (${records.deleting.property_name})`}
      />
    </RecordsPage>
  );
}

import { bedImport } from '@pg/contracts/bed-import';
import { BED_STATUS_LABELS } from '@pg/contracts/bed-status';
import { BED_STATUSES, type Bed, type BedStatus, roomLocation } from '@pg/contracts/inventory';
import { LayoutGrid, List } from 'lucide-react';
import { type ComponentType, useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { ImportButton } from '@/domain/imports/import-dialog';
import { useDeleteBed } from '@/features/inventory/api/delete-bed';
import { useBeds } from '@/features/inventory/api/get-beds';
import { useProperties } from '@/features/inventory/api/get-properties';
import { useRooms } from '@/features/inventory/api/get-rooms';
import { OPTIONS_LIMIT, PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { BedFormDialog } from '@/features/inventory/components/bed-form-dialog';
import { BedsTable } from '@/features/inventory/components/beds-table';
import { DeleteRecordDialog } from '@/features/inventory/components/delete-record-dialog';
import { FilterSelect, PropertyFilter } from '@/features/inventory/components/filter-select';
import { InventoryPage, RecordsPage } from '@/features/inventory/components/inventory-page';
import { useFilterParams } from '@/features/inventory/hooks/use-filter-params';
import { useForgetMissing } from '@/features/inventory/hooks/use-forget-missing';
import { useLoadErrorToast } from '@/features/inventory/hooks/use-load-error-toast';
import { useRecordActions } from '@/features/inventory/hooks/use-record-actions';
import { roomName } from '@/features/inventory/record-names';

const TITLE = 'Beds';
const DESCRIPTION = 'Every bed of the branch with its rent per day and whether it is free.';

const isStatus = (value: string | null): value is BedStatus =>
  (BED_STATUSES as readonly string[]).includes(value ?? '');

/** The bed board, given by the app (it shows bookings, another feature's records). */
type Board = ComponentType<{ branchId: string }>;

/**
 * /beds: the branch's beds, filtered by property, room and status (?property=…&room=…&status=…),
 * or, with ?view=board, the bed board.
 */
export function BedsPage({ board }: { board?: Board }) {
  return (
    <InventoryPage title={TITLE} description={DESCRIPTION} what="beds">
      {(branchId) => <BedsView key={branchId} branchId={branchId} board={board} />}
    </InventoryPage>
  );
}

/** List or Board: which view of the beds the page shows. */
function ViewSwitch({ board, onChange }: { board: boolean; onChange: (board: boolean) => void }) {
  return (
    <fieldset className="flex gap-1" aria-label="View">
      <Button variant={board ? 'outline' : 'default'} aria-pressed={!board} onClick={() => onChange(false)}>
        <List aria-hidden="true" />
        List
      </Button>
      <Button variant={board ? 'default' : 'outline'} aria-pressed={board} onClick={() => onChange(true)}>
        <LayoutGrid aria-hidden="true" />
        Board
      </Button>
    </fieldset>
  );
}

function BedsView({ branchId, board: BoardView }: { branchId: string; board: Board | undefined }) {
  const { ids, page, paging, params, update } = useFilterParams(['property', 'room'] as const);
  const showBoard = BoardView !== undefined && params.get('view') === 'board';
  const switchView = BoardView && (
    <ViewSwitch board={showBoard} onChange={(next) => update({ view: next ? 'board' : null })} />
  );
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

  const records = useRecordActions<Bed>({
    resource: 'beds',
    remove: useDeleteBed(),
    notify: 'page',
    deleted: 'Bed deleted successfully',
  });

  const allRooms = allRoomsQuery.data?.items ?? [];

  if (showBoard) {
    return (
      <ListPage header={<PageHeader title={TITLE} description={DESCRIPTION} actions={switchView} />}>
        <BoardView branchId={branchId} />
      </ListPage>
    );
  }

  return (
    <RecordsPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <ImportButton
          spec={bedImport}
          url={`/api/branches/${branchId}/beds/import`}
          noun="beds"
          changed="inventory"
        />
      }
      add={{ label: 'Add Bed', onClick: records.onAdd, parents: allRoomsQuery, missing: 'Add a room first' }}
      paging={{ ...paging, total: bedsQuery.data?.total ?? 0, noun: 'beds' }}
      filters={
        <>
          {switchView}
          <PropertyFilter
            properties={properties}
            value={ids.property}
            onChange={(property) => update({ property, room: null })}
          />
          <FilterSelect
            label="Room"
            allLabel="All Rooms"
            value={ids.room}
            options={(roomOptionsQuery.data?.items ?? []).map((r) => ({
              value: r.id,
              label: roomName(r),
              description: roomLocation(r),
            }))}
            onChange={(room) => update({ room })}
          />
          <FilterSelect
            label="Status"
            allLabel="All Statuses"
            value={status}
            options={BED_STATUSES.map((s) => ({ value: s, label: BED_STATUS_LABELS[s] }))}
            onChange={(next) => update({ status: next })}
          />
        </>
      }
    >
      <BedsTable
        beds={bedsQuery.data?.items ?? []}
        isLoading={bedsQuery.isPending}
        onEdit={records.onEdit}
        onDelete={records.onDelete}
      />

      <BedFormDialog
        {...records.form}
        branchId={branchId}
        bed={records.editing}
        variant="page"
        rooms={allRooms}
        roomId={ids.room}
      />
      <DeleteRecordDialog
        {...records.confirm}
        level="bed"
        subject={
          records.deleting &&
          `Bed ${records.deleting.bed_number} in room ${records.deleting.room_number} (${roomLocation(records.deleting)})`
        }
      />
    </RecordsPage>
  );
}

import {
  BOOKING_NOTICE_FILTERS,
  BOOKING_NOTICE_LABELS,
  BOOKING_RANGE_NOTE,
  BOOKING_SORT_LABELS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingListQuery,
} from '@pg/contracts/bookings';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { enumFilter, type FilterField } from '@/components/ui/list-filters';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useBookings } from '@/features/bookings/api/get-bookings';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { CreateBookingDialog } from '@/features/bookings/components/create-booking-dialog';
import { useBookingActions } from '@/features/bookings/use-booking-actions';
import { NoBranchSelected } from '@/lib/branch-context';
import { useSession } from '@/lib/session';
import { useBranchListing } from '@/lib/use-branch-list';
import {
  filteredTableStateOf,
  listFiltersOf,
  listParamsOf,
  paginationOf,
  searchBoxOf,
  tableSortOf,
} from '@/lib/use-list-search';

const FILTERS = { schema: bookingListQuery, keys: ['status', 'notice', 'from', 'to'] } as const;
const FILTER_FIELDS: FilterField[] = [
  enumFilter('status', 'Status', 'All statuses', BOOKING_STATUSES, BOOKING_STATUS_LABELS),
  enumFilter('notice', 'Notice', 'All stays', BOOKING_NOTICE_FILTERS, BOOKING_NOTICE_LABELS),
  { kind: 'date', key: 'from', label: 'Staying from' },
  { kind: 'date', key: 'to', label: 'Staying to' },
];
const SORTS = {
  options: (['newest', 'start_desc', 'start_asc'] as const).map((s) => ({
    value: s,
    label: BOOKING_SORT_LABELS[s],
  })),
  fallback: 'newest',
};

/** /bookings: the selected branch's bookings, searched by tenant name; creating one and moving it on. */
export function BookingsPage() {
  const { can } = useSession();
  const { selectedBranch, branchId, listing } = useBranchListing(FILTERS);
  const [createOpen, setCreateOpen] = useState(false);

  const list = useBookings(branchId, listParamsOf(listing));
  const actions = useBookingActions(branchId);

  const canCreate = can('bookings:create');

  return (
    <ListPage
      header={
        <PageHeader
          title="Bookings"
          description={selectedBranch ? `Beds booked at ${selectedBranch.name}.` : undefined}
          actions={
            canCreate && branchId && <AddButton onClick={() => setCreateOpen(true)}>Create Booking</AddButton>
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="bookings" />}
      loadError={{ failed: list.isError, message: 'Failed to load bookings', id: 'bookings-load-error' }}
      search={searchBoxOf(listing, list, {
        label: 'Search bookings by tenant name',
        placeholder: 'Search by tenant name...',
      })}
      filters={listFiltersOf(listing, 'bookings', FILTER_FIELDS, SORTS, BOOKING_RANGE_NOTE)}
      pagination={paginationOf(list, listing, 'bookings')}
    >
      <BookingsTable
        bookings={list.data?.items ?? []}
        state={filteredTableStateOf(list, listing, {
          filtered: 'No bookings match these filters',
          clearHint: 'Clear the filters to see every booking.',
          searchedHint: 'Try another name.',
          emptyHint: canCreate ? 'Create the first booking of this branch.' : undefined,
        })}
        sort={tableSortOf(listing, SORTS.fallback)}
        onAction={can('bookings:update') ? actions.onAction : undefined}
        onStayChange={can('bookings:update') ? actions.onStayChange : undefined}
        busyId={actions.busyId}
      />
      {branchId && <CreateBookingDialog branchId={branchId} open={createOpen} onOpenChange={setCreateOpen} />}
      {actions.dialogs}
    </ListPage>
  );
}

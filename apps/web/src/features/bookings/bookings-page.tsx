import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useBookings } from '@/features/bookings/api/get-bookings';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { CreateBookingDialog } from '@/features/bookings/components/create-booking-dialog';
import { useBookingActions } from '@/features/bookings/use-booking-actions';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { useSession } from '@/lib/session';
import { paginationOf, searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';

/** /bookings: the selected branch's bookings, searched by tenant name; creating one and moving it on. */
export function BookingsPage() {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();
  const listing = useListSearch(branchId ?? '');
  const { q, page } = listing;
  const [createOpen, setCreateOpen] = useState(false);

  const list = useBookings(branchId, { q: q || undefined, page });
  const actions = useBookingActions(branchId);

  const canCreate = can('bookings:create');

  return (
    <ListPage
      header={
        <PageHeader
          title="Bookings"
          description={selectedBranch ? `Beds booked at ${selectedBranch.name}.` : undefined}
          actions={
            canCreate &&
            branchId && (
              <Button onClick={() => setCreateOpen(true)}>
                <Plus aria-hidden="true" />
                Create Booking
              </Button>
            )
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="bookings" />}
      loadError={{ failed: list.isError, message: 'Failed to load bookings', id: 'bookings-load-error' }}
      search={searchBoxOf(listing, list, {
        label: 'Search bookings by tenant name',
        placeholder: 'Search by tenant name...',
      })}
      pagination={paginationOf(list, listing, 'bookings')}
    >
      <BookingsTable
        bookings={list.data?.items ?? []}
        state={tableStateOf(
          list,
          q ? 'Try another name.' : canCreate ? 'Create the first booking of this branch.' : undefined,
        )}
        onAction={can('bookings:update') ? actions.onAction : undefined}
        onStayChange={can('bookings:update') ? actions.onStayChange : undefined}
        busyId={actions.busyId}
      />
      {branchId && <CreateBookingDialog branchId={branchId} open={createOpen} onOpenChange={setCreateOpen} />}
      {actions.dialogs}
    </ListPage>
  );
}

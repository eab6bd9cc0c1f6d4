import type { Booking, BookingAction } from '@pg/contracts/bookings';
import { PAGE_SIZE } from '@pg/contracts/common';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useChangeBookingStatus } from '@/features/bookings/api/change-booking-status';
import { useBookings } from '@/features/bookings/api/get-bookings';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import {
  ConfirmBookingActionDialog,
  type PendingAction,
} from '@/features/bookings/components/confirm-booking-action-dialog';
import { CreateBookingDialog } from '@/features/bookings/components/create-booking-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const DONE: Record<BookingAction, string> = {
  'check-in': 'Checked in',
  'check-out': 'Checked out: the bed is available again',
  cancel: 'Booking cancelled: the bed is available again',
};

/** /bookings: the selected branch's bookings, searched by tenant name; creating one and moving it on. */
export function BookingsPage() {
  const { selectedBranch, isLoading: branchesLoading } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [createOpen, setCreateOpen] = useState(false);
  const [confirming, setConfirming] = useState<PendingAction | null>(null);

  // A new search or another branch starts again from the first page.
  const listKey = `${branchId}|${q}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: listKey, page: next });

  const list = useBookings(branchId, { q: q || undefined, page });
  const change = useChangeBookingStatus();

  useEffect(() => {
    if (list.isError) toast.error('Failed to load bookings', { id: 'bookings-load-error' });
  }, [list.isError]);

  const run = (booking: Booking, action: BookingAction) => {
    change.mutate(
      { id: booking.id, action },
      {
        onSuccess: (saved) => {
          toast.success(DONE[action], {
            description: `${saved.tenant_name} · Bed ${saved.bed_number} · Room ${saved.room_number}`,
          });
          setConfirming(null);
        },
        onError: (error) => {
          toast.error('Failed to update booking', { description: errorMessage(error, 'Please try again.') });
          setConfirming(null);
        },
      },
    );
  };
  const onAction = (booking: Booking, action: BookingAction) => {
    if (action === 'check-in') run(booking, action);
    else setConfirming({ booking, action });
  };

  const canCreate = can('bookings:create');
  const header = (
    <PageHeader
      title="Bookings"
      description={selectedBranch ? `Beds booked at ${selectedBranch.name}.` : undefined}
      actions={
        canCreate && branchId ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden="true" />
            Create Booking
          </Button>
        ) : undefined
      }
    />
  );

  if (!branchId) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {header}
        {branchesLoading ? <Skeleton className="h-64 w-full" /> : <NoBranchSelected what="bookings" />}
      </div>
    );
  }

  const searching = list.isFetching && !list.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      {header}

      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search bookings by tenant name"
          placeholder="Search by tenant name..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pr-9 pl-9"
        />
        {searching && (
          <Spinner
            label="Searching"
            className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          />
        )}
      </div>

      <BookingsTable
        bookings={list.data?.items ?? []}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        emptyHint={
          q ? 'Try another name.' : canCreate ? 'Create the first booking of this branch.' : undefined
        }
        onAction={can('bookings:update') ? onAction : undefined}
        busyId={change.isPending ? change.variables?.id : null}
      />
      <PaginationBar
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        noun="bookings"
        onPageChange={setPage}
      />

      <CreateBookingDialog branchId={branchId} open={createOpen} onOpenChange={setCreateOpen} />
      <ConfirmBookingActionDialog
        pendingAction={confirming}
        busy={change.isPending}
        onConfirm={({ booking, action }) => run(booking, action)}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

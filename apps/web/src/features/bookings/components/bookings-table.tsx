import {
  BOOKING_ACTIONS,
  type Booking,
  type BookingAction,
  canApplyBookingAction,
} from '@pg/contracts/bookings';
import { ChevronDown, LogIn, LogOut, XCircle } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { BookingStatusBadge } from '@/features/bookings/components/booking-status-badge';
import { formatDate, formatMoney } from '@/lib/format';

export const ACTION_LABELS: Record<BookingAction, string> = {
  'check-in': 'Check in',
  'check-out': 'Check out',
  cancel: 'Cancel booking',
};
const ACTION_ICONS = { 'check-in': LogIn, 'check-out': LogOut, cancel: XCircle } as const;

type BookingsTableProps = {
  bookings: Booking[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyHint?: string | undefined;
  /** Status actions; absent for users who may not change bookings. */
  onAction?: ((booking: Booking, action: BookingAction) => void) | undefined;
  /** The booking whose action is being sent. */
  busyId?: string | null | undefined;
};

/** Bookings: tenant, bed, duration, total rent, status, and the status actions of each row. */
export function BookingsTable({
  bookings,
  isLoading,
  isError,
  onRetry,
  emptyHint,
  onAction,
  busyId,
}: BookingsTableProps) {
  const columns = onAction ? 6 : 5;
  return (
    <Table aria-label="Bookings" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Tenant</TableHead>
          <TableHead>Bed</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead className="text-right">Total Rent</TableHead>
          <TableHead>Status</TableHead>
          {onAction && (
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={columns} />
        ) : isError && bookings.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block">Failed to load bookings</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : bookings.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block font-medium text-foreground">No bookings found</span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          bookings.map((booking) => {
            const actions = (Object.keys(BOOKING_ACTIONS) as BookingAction[]).filter((a) =>
              canApplyBookingAction(a, booking.status),
            );
            const busy = busyId === booking.id;
            return (
              <TableRow key={booking.id}>
                <TableCell className="min-w-36 font-medium">{booking.tenant_name}</TableCell>
                <TableCell className="min-w-40">
                  <span className="block whitespace-nowrap">{`Bed ${booking.bed_number} · Room ${booking.room_number}`}</span>
                  <span className="block text-muted-foreground text-xs">{booking.property_name}</span>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <span className="block">{`${formatDate(booking.start_date)} – ${formatDate(booking.end_date)}`}</span>
                  <span className="block text-muted-foreground text-xs">
                    {booking.days === 1 ? '1 day' : `${booking.days.toLocaleString('en-IN')} days`}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                  {formatMoney(booking.total_rent)}
                </TableCell>
                <TableCell>
                  <BookingStatusBadge status={booking.status} />
                </TableCell>
                {onAction && (
                  <TableCell className="text-right">
                    {actions.length > 0 ? (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            aria-label={`Update booking of ${booking.tenant_name}, bed ${booking.bed_number}`}
                          >
                            {busy && <Spinner decorative />}
                            Update
                            <ChevronDown aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {actions.map((action) => {
                            const Icon = ACTION_ICONS[action];
                            return (
                              <Fragment key={action}>
                                {action === 'cancel' && actions.length > 1 && <DropdownMenuSeparator />}
                                <DropdownMenuItem
                                  variant={action === 'cancel' ? 'destructive' : 'default'}
                                  onSelect={() => onAction(booking, action)}
                                >
                                  <Icon aria-hidden="true" />
                                  {ACTION_LABELS[action]}
                                </DropdownMenuItem>
                              </Fragment>
                            );
                          })}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    ) : (
                      <span className="text-muted-foreground text-xs">—</span>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}

import {
  BOOKING_ACTIONS,
  type Booking,
  type BookingAction,
  canApplyBookingAction,
} from '@pg/contracts/bookings';
import { BILLING_MODE_LABELS } from '@pg/contracts/rent';
import { SETTLEMENT_TEXTS } from '@pg/contracts/settlements';
import {
  ArrowRightLeft,
  CalendarMinus,
  CalendarPlus,
  HandCoins,
  IndianRupee,
  LogIn,
  LogOut,
  Printer,
  Undo2,
  XCircle,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { actionsColumn, DataTable, type TableSort, type TableState } from '@/components/ui/data-table';
import { UpdateMenu } from '@/components/ui/update-menu';
import { BookingStatusBadge } from '@/features/bookings/components/booking-status-badge';
import {
  STAY_CHANGE_LABELS,
  type StayChangeKind,
  stayChangesFor,
} from '@/features/bookings/components/stay-change-dialog';
import { formatCount, formatStayDates, formatStayRent } from '@/lib/format';
import { useSession } from '@/lib/session';

export const ACTION_LABELS: Record<BookingAction, string> = {
  'check-in': 'Check in',
  'check-out': 'Check out',
  'undo-check-in': 'Undo check-in',
  cancel: 'Cancel booking',
};
const ACTION_ICONS = {
  'check-in': LogIn,
  'check-out': LogOut,
  'undo-check-in': Undo2,
  cancel: XCircle,
} as const;
const STAY_ICONS = {
  notice: CalendarMinus,
  extend: CalendarPlus,
  move: ArrowRightLeft,
  rent: IndianRupee,
} as const;

type BookingsTableProps = {
  bookings: Booking[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Sorting by start date from the Duration header. */
  sort?: TableSort | undefined;
  /** Status actions; absent for users who may not change bookings. */
  onAction?: ((booking: Booking, action: BookingAction) => void) | undefined;
  /** Give notice, extend, move, or settle and check out; absent with onAction. */
  onStayChange?: ((booking: Booking, kind: StayChangeKind | 'settle') => void) | undefined;
  /** The booking whose action is being sent. */
  busyId?: string | null | undefined;
};

/** Bookings: tenant, bed, duration, total rent, status, and the status actions of each row. */
export function BookingsTable({ bookings, state, sort, onAction, onStayChange, busyId }: BookingsTableProps) {
  const canSettle = useSession().can('deposits:settle');
  const navigate = useNavigate();
  return (
    <DataTable
      label="Bookings"
      columns={[
        { header: 'Tenant', className: 'min-w-36 font-medium', cell: (booking) => booking.tenant_name },
        {
          header: 'Bed',
          className: 'min-w-40',
          cell: (booking) => (
            <>
              <span className="block whitespace-nowrap">{`Bed ${booking.bed_number} · Room ${booking.room_number}`}</span>
              <span className="block text-muted-foreground text-xs">{booking.property_name}</span>
            </>
          ),
        },
        {
          header: 'Duration',
          className: 'whitespace-nowrap',
          sortBy: { asc: 'start_asc', desc: 'start_desc' },
          cell: (booking) => (
            <>
              <span className="block">{formatStayDates(booking)}</span>
              <span className="block text-muted-foreground text-xs">
                {booking.days === null
                  ? BILLING_MODE_LABELS.monthly
                  : booking.days === 1
                    ? '1 day'
                    : `${formatCount(booking.days)} days`}
              </span>
            </>
          ),
        },
        {
          header: 'Total Rent',
          headClassName: 'text-right',
          className: 'whitespace-nowrap text-right font-medium tabular-nums',
          cell: (booking) => formatStayRent(booking),
        },
        { header: 'Status', cell: (booking) => <BookingStatusBadge booking={booking} /> },
        onAction &&
          actionsColumn<Booking>((booking) => {
            const actions = (Object.keys(BOOKING_ACTIONS) as BookingAction[]).filter((a) =>
              canApplyBookingAction(a, booking.status),
            );
            return (
              <UpdateMenu
                label={`Update booking of ${booking.tenant_name}, bed ${booking.bed_number}`}
                busy={busyId === booking.id}
                actions={[
                  ...actions.map((action) => ({
                    key: action,
                    label: ACTION_LABELS[action],
                    icon: ACTION_ICONS[action],
                    destructive: action === 'cancel',
                    separated: action === 'cancel' && actions.length > 1,
                    onSelect: () => onAction(booking, action),
                  })),
                  ...(onStayChange ? stayChangesFor(booking) : []).map((kind) => ({
                    key: kind,
                    label: STAY_CHANGE_LABELS[kind],
                    icon: STAY_ICONS[kind],
                    onSelect: () => onStayChange?.(booking, kind),
                  })),
                  ...(onStayChange && canSettle && (booking.status === 'checked_in' || booking.settlement_due)
                    ? [
                        {
                          key: 'settle',
                          label: booking.settlement_due ? SETTLEMENT_TEXTS.later : SETTLEMENT_TEXTS.action,
                          icon: HandCoins,
                          onSelect: () => onStayChange(booking, 'settle'),
                        },
                      ]
                    : []),
                  ...(booking.settlement_id
                    ? [
                        {
                          key: 'print-settlement',
                          label: SETTLEMENT_TEXTS.print,
                          icon: Printer,
                          onSelect: () => navigate(`/bookings/${booking.id}/settlement`),
                        },
                      ]
                    : []),
                ]}
              />
            );
          }),
      ]}
      items={bookings}
      sort={sort}
      {...state}
      errorText="Failed to load bookings"
      emptyText="No bookings found"
    />
  );
}

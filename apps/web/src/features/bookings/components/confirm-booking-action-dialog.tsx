import type { Booking, BookingAction } from '@pg/contracts/bookings';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatStayDates, formatStayRent } from '@/lib/format';

export type PendingAction = { booking: Booking; action: Exclude<BookingAction, 'check-in'> };

const TEXT = {
  'check-out': {
    title: 'Check out this booking?',
    description:
      'The tenant has moved out of the bed. The stay and its rent end today, and the bed becomes available for new bookings. A deposit held or money owed is settled next.',
    confirm: 'Check out',
  },
  'undo-check-in': {
    title: 'Undo this check-in?',
    description:
      'The booking goes back to booked, as it was before the check-in: for a tenant checked in by mistake. Its dates and rent stay as they are.',
    confirm: 'Undo check-in',
  },
  cancel: {
    title: 'Cancel this booking?',
    description:
      'The booking stays in the list as cancelled and the bed becomes available. This cannot be undone.',
    confirm: 'Cancel booking',
  },
} as const;

type ConfirmBookingActionDialogProps = {
  pendingAction: PendingAction | null;
  busy: boolean;
  onConfirm: (pending: PendingAction) => void;
  onClose: () => void;
};

/** Confirms a check-out, an undone check-in or a cancellation: focus starts on 'Keep'; cannot be dismissed while it runs. */
export function ConfirmBookingActionDialog({
  pendingAction,
  busy,
  onConfirm,
  onClose,
}: ConfirmBookingActionDialogProps) {
  const text = pendingAction ? TEXT[pendingAction.action] : null;
  const booking = pendingAction?.booking;

  return (
    <ConfirmDialog
      open={pendingAction !== null}
      title={text?.title}
      description={text?.description}
      subject={
        booking && (
          <>
            <span className="block font-medium">{booking.tenant_name}</span>
            <span className="block text-muted-foreground">
              {`Bed ${booking.bed_number} · Room ${booking.room_number} · ${formatStayDates(booking)} · ${formatStayRent(booking)}`}
            </span>
          </>
        )
      }
      confirmLabel={text?.confirm}
      cancelLabel="Keep"
      destructive={pendingAction?.action === 'cancel'}
      pending={busy}
      onConfirm={() => pendingAction && onConfirm(pendingAction)}
      onClose={onClose}
    />
  );
}

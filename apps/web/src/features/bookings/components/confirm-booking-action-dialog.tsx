import type { Booking, BookingAction } from '@pg/contracts/bookings';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';

export type PendingAction = { booking: Booking; action: Exclude<BookingAction, 'check-in'> };

const TEXT = {
  'check-out': {
    title: 'Check out this booking?',
    description: 'The tenant has moved out of the bed. The bed becomes available for new bookings.',
    confirm: 'Check out',
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

/** Confirms a check-out or a cancellation: focus starts on 'Keep'; cannot be dismissed while it runs. */
export function ConfirmBookingActionDialog({
  pendingAction,
  busy,
  onConfirm,
  onClose,
}: ConfirmBookingActionDialogProps) {
  // Keep showing the booking while the dialog animates closed.
  const [shown, setShown] = useState(pendingAction);
  if (pendingAction && pendingAction !== shown) setShown(pendingAction);
  const text = shown ? TEXT[shown.action] : null;

  return (
    <AlertDialog open={pendingAction !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text?.title}</AlertDialogTitle>
          <AlertDialogDescription>{text?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {shown && (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="block font-medium">{shown.booking.tenant_name}</span>
            <span className="block text-muted-foreground">
              {`Bed ${shown.booking.bed_number} · Room ${shown.booking.room_number} · ${formatDate(shown.booking.start_date)} – ${formatDate(shown.booking.end_date)} · ${formatMoney(shown.booking.total_rent)}`}
            </span>
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Keep</AlertDialogCancel>
          <Button
            variant={shown?.action === 'cancel' ? 'destructive' : 'default'}
            onClick={() => pendingAction && onConfirm(pendingAction)}
            disabled={busy}
          >
            {busy && <Spinner decorative />}
            {text?.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

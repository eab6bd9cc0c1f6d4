import type { Booking, BookingAction } from '@pg/contracts/bookings';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { SettleDialog } from '@/domain/settlement/settle-dialog';
import { useChangeBookingStatus } from '@/features/bookings/api/change-booking-status';
import {
  ConfirmBookingActionDialog,
  type PendingAction,
} from '@/features/bookings/components/confirm-booking-action-dialog';
import { StayChangeDialog, type StayChangeKind } from '@/features/bookings/components/stay-change-dialog';
import { toastFailure } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

const DONE: Record<BookingAction, string> = {
  'check-in': 'Checked in',
  'check-out': 'Checked out: the bed is available again',
  'undo-check-in': 'Check-in undone: the booking is booked again',
  cancel: 'Booking cancelled: the bed is available again',
};

/**
 * What a booking's actions do, wherever its row is shown (the Bookings page, a bed on the board):
 * check in at once; check out, undo a check-in and cancel after a confirmation (a check-out leaving a
 * deposit held or money owed opens the settlement next); notice, extend and move in their dialog;
 * 'Settle and check out' (or 'Settle deposit' once checked out) in its own. `dialogs` is rendered
 * once beside the rows.
 */
export function useBookingActions(branchId: string | null) {
  const [confirming, setConfirming] = useState<PendingAction | null>(null);
  const [changing, setChanging] = useState<{ booking: Booking; kind: StayChangeKind } | null>(null);
  const [settling, setSettling] = useState<Booking | null>(null);
  const change = useChangeBookingStatus();
  const canSettle = useSession().can('deposits:settle');

  const run = (booking: Booking, action: BookingAction) => {
    change.mutate(
      { id: booking.id, action },
      {
        onSuccess: (saved) => {
          toast.success(DONE[action], {
            description: `${saved.tenant_name} · Bed ${saved.bed_number} · Room ${saved.room_number}`,
          });
          setConfirming(null);
          // A deposit held or money owed: the settlement follows at once for whoever may settle (it
          // stays on the booking for the others).
          if (action === 'check-out' && saved.settlement_due && canSettle) setSettling(saved);
        },
        onError: (error) => {
          toastFailure('Failed to update booking', error, 'Please try again.');
          setConfirming(null);
        },
      },
    );
  };

  return {
    onAction: (booking: Booking, action: BookingAction) => {
      if (action === 'check-in') run(booking, action);
      else setConfirming({ booking, action });
    },
    onStayChange: (booking: Booking, kind: StayChangeKind | 'settle') =>
      kind === 'settle' ? setSettling(booking) : setChanging({ booking, kind }),
    busyId: change.isPending ? change.variables?.id : null,
    dialogs: (
      <>
        {branchId && (
          <StayChangeDialog branchId={branchId} target={changing} onClose={() => setChanging(null)} />
        )}
        <SettleDialog target={settling} onClose={() => setSettling(null)} />
        <ConfirmBookingActionDialog
          pendingAction={confirming}
          busy={change.isPending}
          onConfirm={({ booking, action }) => run(booking, action)}
          onClose={() => setConfirming(null)}
        />
      </>
    ),
  };
}

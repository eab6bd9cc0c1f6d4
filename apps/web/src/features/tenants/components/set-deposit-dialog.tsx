import type { Booking } from '@pg/contracts/bookings';
import { depositForm } from '@pg/contracts/deposits';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, MoneyField } from '@/components/ui/form-field';
import { useSetDeposit } from '@/features/tenants/api/set-deposit';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate, formatMoney } from '@/lib/format';

/** Set deposit: a booking's security deposit, owed on its start date; empty for none. */
export function SetDepositDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { form, dialog } = useDialogForm({
    schema: depositForm,
    open: booking !== null,
    initial: () => ({ deposit: booking?.deposit == null ? '' : String(booking.deposit) }),
    mutation: useSetDeposit(),
    // Only an open dialog (a booking) saves.
    toVariables: ({ deposit }) => ({ bookingId: booking?.id ?? '', deposit }),
    saved: (saved) =>
      saved.deposit === null ? 'Deposit removed' : `Deposit set to ${formatMoney(saved.deposit)}`,
    failed: 'Failed to set deposit',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Set deposit"
      description={
        booking
          ? `Room ${booking.room_number} · Bed ${booking.bed_number}, from ${formatDate(booking.start_date)}. The deposit is owed on that day and held, not counted as revenue.`
          : ''
      }
      submitLabel="Save deposit"
    >
      <MoneyField {...field('deposit')} label="Deposit (₹)" description="Leave empty for no deposit." />
    </FormDialog>
  );
}

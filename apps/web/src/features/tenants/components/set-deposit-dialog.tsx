import { zodResolver } from '@hookform/resolvers/zod';
import type { Booking } from '@pg/contracts/bookings';
import { depositForm } from '@pg/contracts/deposits';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, MoneyField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useSetDeposit } from '@/features/tenants/api/set-deposit';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';

type FormValues = z.input<typeof depositForm>;

/** Set deposit: a booking's security deposit, owed on its start date; empty for none. */
export function SetDepositDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const setDeposit = useSetDeposit();
  const pending = setDeposit.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof depositForm>>({
    resolver: zodResolver(depositForm),
    defaultValues: { deposit: '' },
  });
  const field = fieldsOf(form.control);

  useEffect(() => {
    if (booking) {
      form.reset({ deposit: booking.deposit === null ? '' : String(booking.deposit) });
      setDeposit.reset();
    }
  }, [booking, form, setDeposit.reset]);

  const onSubmit = form.handleSubmit(({ deposit }) => {
    if (!booking) return;
    setDeposit.mutate(
      { bookingId: booking.id, deposit },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.deposit === null ? 'Deposit removed' : `Deposit set to ${formatMoney(saved.deposit)}`,
          );
          onClose();
        },
        onError: (error) => {
          if (!placeFieldErrors(form, error, ['deposit']))
            toastFailure('Failed to set deposit', error, 'Please try again.');
        },
      },
    );
  });

  return (
    <FormDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Set deposit"
      description={
        booking
          ? `Room ${booking.room_number} · Bed ${booking.bed_number}, from ${formatDate(booking.start_date)}. The deposit is owed on that day and held, not counted as revenue.`
          : ''
      }
      pending={pending}
      submitLabel="Save deposit"
      onSubmit={onSubmit}
      form={form.control}
    >
      <MoneyField {...field('deposit')} label="Deposit (₹)" description="Leave empty for no deposit." />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Payment, paymentForm, RECORDED_PURPOSES } from '@pg/contracts/payments';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useUpdatePayment } from '@/features/payments/api/correct-payment';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { PaymentFields } from '@/lib/payment-fields';

type FormValues = z.input<typeof paymentForm>;
const FIELDS = ['amount', 'method', 'date', 'reference', 'note'] as const;

const valuesOf = (p: Payment): FormValues => ({
  tenant_id: p.tenant_id,
  booking_id: p.booking_id ?? '',
  amount: String(p.amount),
  method: p.method,
  date: p.date,
  reference: p.reference ?? '',
  note: p.note ?? '',
  // Only the fields above are sent; a settlement's own purposes are shown as rent to the form.
  purpose: RECORDED_PURPOSES.find((r) => r === p.purpose) ?? 'rent',
});

/** Edit payment: amount, method, date, reference and note of a payment; the change is audited. */
export function EditPaymentDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const update = useUpdatePayment();
  const pending = update.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof paymentForm>>({
    resolver: zodResolver(paymentForm),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (payment) {
      form.reset(valuesOf(payment));
      update.reset();
    }
  }, [payment, form, update.reset]);

  const onSubmit = form.handleSubmit(({ amount, method, date, reference, note }) => {
    if (!payment) return;
    update.mutate(
      { id: payment.id, input: { amount, method, date, reference, note } },
      {
        onSuccess: () => {
          toast.success('Payment updated');
          onClose();
        },
        onError: (error) => {
          if (!placeFieldErrors(form, error, FIELDS))
            toastFailure('Failed to update payment', error, 'Please try again.');
        },
      },
    );
  });

  return (
    <FormDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit payment"
      description={
        payment
          ? `${payment.receipt_number} from ${payment.tenant_name}. The change is kept in the audit log.`
          : ''
      }
      pending={pending}
      submitLabel="Save changes"
      onSubmit={onSubmit}
    >
      <PaymentFields form={form} pending={pending} />
      <FormField label="Note (optional)" error={errors.note?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('note')} />}
      </FormField>
    </FormDialog>
  );
}

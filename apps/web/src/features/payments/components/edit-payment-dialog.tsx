import { type Payment, paymentForm, RECORDED_PURPOSES } from '@pg/contracts/payments';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, TextareaField } from '@/components/ui/form-field';
import { PaymentFields } from '@/domain/payments/payment-fields';
import { useUpdatePayment } from '@/features/payments/api/correct-payment';
import { useDialogForm } from '@/lib/dialog-form';

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
  const { form, pending, dialog } = useDialogForm({
    schema: paymentForm,
    open: payment !== null,
    // Closed, the form holds nothing.
    initial: () => (payment ? valuesOf(payment) : ({} as FormValues)),
    mutation: useUpdatePayment(),
    // The dialog is open, so there is a payment.
    toVariables: ({ amount, method, date, reference, note }) => ({
      id: payment!.id,
      input: { amount, method, date, reference, note },
    }),
    saved: 'Payment updated',
    failed: 'Failed to update payment',
    onDone: onClose,
    fields: FIELDS,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Edit payment"
      description={
        payment
          ? `${payment.receipt_number} from ${payment.tenant_name}. The change is kept in the audit log.`
          : ''
      }
      submitLabel="Save changes"
    >
      <PaymentFields form={form.control} pending={pending} />
      <TextareaField {...field('note')} label="Note (optional)" rows={2} />
    </FormDialog>
  );
}

import { todayIso } from '@pg/contracts/dates';
import type { DuesRow } from '@pg/contracts/dues';
import { DEFAULT_PAYMENT_METHOD, paymentForm } from '@pg/contracts/payments';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { useRecordDuePayment } from '@/features/dues/api/record-due-payment';
import { useDialogForm } from '@/lib/dialog-form';
import { formatMoney } from '@/lib/format';
import { PaymentFields, usePaymentRecordedToast } from '@/lib/payment-fields';

type FormValues = z.input<typeof paymentForm>;
/** The tenant and booking are the due's: only these fields are on the form. */
const FIELDS = ['amount', 'method', 'date', 'reference'] as const;

const prefill = (due: DuesRow | null): FormValues => ({
  tenant_id: due?.tenant_id ?? '',
  booking_id: due?.booking_id ?? '',
  amount: due ? String(due.amount_due) : '',
  method: DEFAULT_PAYMENT_METHOD,
  date: todayIso(),
  reference: '',
  note: '',
});

/**
 * Record Payment from the Dues page: the tenant, their open booking and the amount due are filled
 * in; the amount may be changed for a partial payment.
 */
export function RecordDuePaymentDialog({
  branchId,
  due,
  onClose,
}: {
  branchId: string;
  due: DuesRow | null;
  onClose: () => void;
}) {
  const open = due !== null;
  const { form, pending, dialog } = useDialogForm({
    schema: paymentForm,
    open,
    initial: () => prefill(due),
    mutation: useRecordDuePayment(branchId),
    idempotent: true,
    saved: usePaymentRecordedToast(),
    failed: 'Failed to record payment',
    onDone: onClose,
    draft: `due-payment:${branchId}:${due?.tenant_id ?? ''}`,
    fields: FIELDS,
  });

  return (
    <FormDialog
      {...dialog}
      title="Record Payment"
      description={
        due
          ? `${due.tenant_name}${due.room_number ? ` · Room ${due.room_number} · Bed ${due.bed_number}` : ''} owes ${formatMoney(due.amount_due)}.`
          : null
      }
      submitLabel="Record Payment"
    >
      <PaymentFields form={form.control} pending={pending} />
    </FormDialog>
  );
}

import { todayIso } from '@pg/contracts/dates';
import { DUES_TEXTS, type DuesRow } from '@pg/contracts/dues';
import { DEFAULT_PAYMENT_METHOD, DEPOSIT_RECEIPT_FOR, paymentForm } from '@pg/contracts/payments';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { PaymentFields, usePaymentRecordedToast } from '@/domain/payments/payment-fields';
import { useRecordDuePayment } from '@/features/dues/api/record-due-payment';
import { useDialogForm } from '@/lib/dialog-form';
import { formatMoney } from '@/lib/format';

type FormValues = z.input<typeof paymentForm>;
/** The tenant and booking are the due's: only these fields are on the form. */
const FIELDS = ['amount', 'method', 'date', 'reference'] as const;

const prefill = (due: DuesRow | null, deposit: boolean): FormValues => ({
  tenant_id: due?.tenant_id ?? '',
  booking_id: due?.booking_id ?? '',
  amount: due ? String(deposit ? due.deposit_due : due.amount_due) : '',
  purpose: deposit ? 'deposit' : 'rent',
  method: DEFAULT_PAYMENT_METHOD,
  date: todayIso(),
  reference: '',
  note: '',
});

/**
 * Record Payment from the Dues page: the tenant, their open booking and the amount due are filled
 * in; the amount may be changed for a partial payment. With `deposit`, 'Collect deposit': the
 * security deposit due instead, recorded as a deposit (kept apart from rent).
 */
export function RecordDuePaymentDialog({
  branchId,
  due,
  deposit = false,
  onClose,
}: {
  branchId: string;
  due: DuesRow | null;
  deposit?: boolean;
  onClose: () => void;
}) {
  const open = due !== null;
  const { form, pending, dialog } = useDialogForm({
    schema: paymentForm,
    open,
    initial: () => prefill(due, deposit),
    mutation: useRecordDuePayment(branchId),
    idempotent: true,
    saved: usePaymentRecordedToast(),
    failed: 'Failed to record payment',
    confirm: { field: 'amount_confirmed', title: 'Check the amount' },
    onDone: onClose,
    draft: `due-${deposit ? 'deposit' : 'payment'}:${branchId}:${due?.tenant_id ?? ''}`,
    fields: FIELDS,
  });

  return (
    <FormDialog
      {...dialog}
      title={deposit ? DUES_TEXTS.collectDeposit : DUES_TEXTS.recordPayment}
      description={
        due
          ? `${due.tenant_name}${due.room_number ? ` · Room ${due.room_number} · Bed ${due.bed_number}` : ''} owes ${
              deposit
                ? `${formatMoney(due.deposit_due)}: ${DEPOSIT_RECEIPT_FOR}, kept apart from rent`
                : formatMoney(due.amount_due)
            }.`
          : null
      }
      submitLabel={deposit ? DUES_TEXTS.collectDeposit : DUES_TEXTS.recordPayment}
    >
      <PaymentFields form={form.control} pending={pending} />
    </FormDialog>
  );
}

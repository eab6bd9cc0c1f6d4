import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/common';
import type { DuesRow } from '@pg/contracts/dues';
import { DEFAULT_PAYMENT_METHOD, paymentForm } from '@pg/contracts/payments';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { useRecordDuePayment } from '@/features/dues/api/record-due-payment';
import { useFormDraft } from '@/lib/form-draft';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { PaymentFields } from '@/lib/payment-fields';

type FormValues = z.input<typeof paymentForm>;
const FIELDS = ['amount', 'method', 'date', 'reference'] as const;

const prefill = (due: DuesRow): FormValues => ({
  tenant_id: due.tenant_id,
  booking_id: due.booking_id ?? '',
  amount: String(due.amount_due),
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
  const create = useRecordDuePayment(branchId);
  const idempotency = useIdempotencyKey(open, `due-payment:${branchId}:${due?.tenant_id ?? ''}`);
  const navigate = useNavigate();
  const pending = create.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof paymentForm>>({
    resolver: zodResolver(paymentForm),
  });

  useEffect(() => {
    if (due) {
      form.reset(prefill(due));
      create.reset();
    }
  }, [due, form, create.reset]);
  useFormDraft(form, `due-payment:${branchId}:${due?.tenant_id ?? ''}`, open);

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(
      { input, idempotencyKey: idempotency.current() },
      {
        onSuccess: (payment) => {
          idempotency.renew();
          toast.success('Payment recorded successfully', {
            description: `${formatMoney(payment.amount)} from ${payment.tenant_name} · ${payment.receipt_number}`,
            action: { label: 'Print receipt', onClick: () => navigate(`/payments/${payment.id}/receipt`) },
          });
          onClose();
        },
        onError: (error) => {
          idempotency.renewIfRefused(error);
          if (!placeFieldErrors(form, error, FIELDS))
            toastFailure('Failed to record payment', error, 'Please try again.');
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Record Payment"
      description={
        due
          ? `${due.tenant_name}${due.room_number ? ` · Room ${due.room_number} · Bed ${due.bed_number}` : ''} owes ${formatMoney(due.amount_due)}.`
          : null
      }
      pending={pending}
      submitLabel="Record Payment"
      onSubmit={onSubmit}
    >
      <PaymentFields form={form} pending={pending} />
    </FormDialog>
  );
}

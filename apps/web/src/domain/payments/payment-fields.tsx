import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Payment,
  type paymentForm,
} from '@pg/contracts/payments';
import { type Control, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { formatMoney } from '@/lib/format';

/** The reference as each method asks for it (the rule itself is the contract's referenceProblem). */
const REFERENCE_FIELDS = {
  upi: { label: 'UTR', description: 'The 12-digit UTR shown in the UPI app' },
  bank_transfer: {
    label: 'UTR or reference',
    description: 'The bank transfer reference, at most 30 characters',
  },
  other: { label: 'Reference (optional)', description: 'Cheque, card slip or wallet transaction number' },
} as const;

/** The payment methods, as a select offers them. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
}));

/** How the reference box of a payment (or a refund) paid by this method is labelled and explained. */
export const referenceFieldFor = (method: string | undefined) =>
  REFERENCE_FIELDS[method === 'upi' || method === 'bank_transfer' ? method : 'other'];

type PaymentForm = Control<z.input<typeof paymentForm>, unknown, z.output<typeof paymentForm>>;

/**
 * Amount, method, date and reference of a payment: the fields every payment dialog asks for
 * (Record Payment, and recording a tenant's dues), on the contract's `paymentForm`.
 */
export function PaymentFields({ form, pending }: { form: PaymentForm; pending: boolean }) {
  const method = useWatch({ control: form, name: 'method' });
  const field = fieldsOf(form);
  const reference = referenceFieldFor(method);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField {...field('amount')} label="Amount (₹)" />
        <SelectFormField
          {...field('method')}
          label="Method"
          options={PAYMENT_METHOD_OPTIONS}
          disabled={pending}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...field('date')} label="Date" />
        <InputField
          {...field('reference')}
          label={reference.label}
          description={reference.description}
          verbatim
          inputMode={method === 'upi' ? 'numeric' : undefined}
          maxLength={method === 'upi' ? 12 : undefined}
        />
      </div>
    </>
  );
}

/**
 * The toast of a recorded payment (either payment dialog): the amount, the tenant and the receipt
 * number, with a button to print the receipt.
 */
export function usePaymentRecordedToast() {
  const navigate = useNavigate();
  return (payment: Payment) => ({
    title: 'Payment recorded successfully',
    description: `${formatMoney(payment.amount)} from ${payment.tenant_name} · ${payment.receipt_number}`,
    action: { label: 'Print receipt', onClick: () => navigate(`/payments/${payment.id}/receipt`) },
  });
}

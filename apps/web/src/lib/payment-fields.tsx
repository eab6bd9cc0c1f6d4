import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type paymentForm } from '@pg/contracts/payments';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { Input, MoneyInput } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

/** The reference as each method asks for it (the rule itself is the contract's referenceProblem). */
const REFERENCE_FIELDS = {
  upi: { label: 'UTR', description: 'The 12-digit UTR shown in the UPI app' },
  bank_transfer: {
    label: 'UTR or reference',
    description: 'The bank transfer reference, at most 30 characters',
  },
  other: { label: 'Reference (optional)', description: 'Cheque, card slip or wallet transaction number' },
} as const;

type PaymentForm = UseFormReturn<z.input<typeof paymentForm>, unknown, z.output<typeof paymentForm>>;

/**
 * Amount, method, date and reference of a payment: the fields every payment dialog asks for
 * (Record Payment, and recording a tenant's dues), on the contract's `paymentForm`.
 */
export function PaymentFields({ form, pending }: { form: PaymentForm; pending: boolean }) {
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });
  const reference = REFERENCE_FIELDS[method === 'upi' || method === 'bank_transfer' ? method : 'other'];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Amount (₹)" error={errors.amount?.message}>
          {(control) => <MoneyInput {...control} {...form.register('amount')} />}
        </FormField>
        <FormField label="Method" error={errors.method?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="method"
              control={control}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
              disabled={pending}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          {(control) => <DateInput form={form.control} name="date" control={control} />}
        </FormField>
        <FormField
          label={reference.label}
          error={errors.reference?.message}
          description={reference.description}
        >
          {(control) => (
            <Input
              autoComplete="off"
              spellCheck={false}
              inputMode={method === 'upi' ? 'numeric' : undefined}
              maxLength={method === 'upi' ? 12 : undefined}
              {...control}
              {...form.register('reference')}
            />
          )}
        </FormField>
      </div>
    </>
  );
}

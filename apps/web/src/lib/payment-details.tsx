import {
  type Branch,
  type BranchPaymentDetailsInput,
  branchPaymentDetailsInput,
} from '@pg/contracts/branches';
import { DEFAULT_REMINDER_TEMPLATE, REMINDER_PLACEHOLDERS } from '@pg/contracts/collecting';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiClient } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';
import { useChangeMutation } from '@/lib/query-keys';

/**
 * A branch's payment details (super admins and admins): the UPI ID tenants pay, the landlord that
 * rent receipts print, the reminder message. Edited in the Branches page's edit dialog, and, for
 * admins (who do not manage branches), from the Dues page.
 */

export const PAYMENT_FIELDS = [
  'upi_id',
  'payee_name',
  'landlord_name',
  'landlord_pan',
  'landlord_address',
  'reminder_template',
] as const;
type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** The form's values of a branch's stored details (empty text for none). */
export const paymentFormValues = (branch: Branch | null): BranchPaymentDetailsInput => ({
  upi_id: branch?.upi_id ?? '',
  payee_name: branch?.payee_name ?? '',
  landlord_name: branch?.landlord_name ?? '',
  landlord_pan: branch?.landlord_pan ?? '',
  landlord_address: branch?.landlord_address ?? '',
  reminder_template: branch?.reminder_template ?? '',
});

function setPaymentDetails({ id, input }: { id: string; input: BranchPaymentDetailsInput }) {
  return apiClient.put<Branch>(`/api/branches/${encodeURIComponent(id)}/payment-details`, input);
}

export function useSetPaymentDetails() {
  return useChangeMutation('branches', { mutationFn: setPaymentDetails });
}

const PLACEHOLDER_LIST = REMINDER_PLACEHOLDERS.map((p) => `{${p}}`).join(' ');

type PaymentDetailsFieldsProps = {
  register: (name: PaymentField) => UseFormRegisterReturn;
  errors: Partial<Record<PaymentField, { message?: string | undefined }>>;
};

/** The six fields, inside the form of the dialog that holds them. */
export function PaymentDetailsFields({ register, errors }: PaymentDetailsFieldsProps) {
  return (
    <>
      <FormField label="UPI ID" error={errors.upi_id?.message} description="For example owner@okaxis">
        {(control) => (
          <Input
            placeholder="name@handle"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            inputMode="email"
            {...control}
            {...register('upi_id')}
          />
        )}
      </FormField>
      <FormField
        label="Payee name"
        error={errors.payee_name?.message}
        description="The name the UPI app shows; the branch name when empty"
      >
        {(control) => <Input autoComplete="off" {...control} {...register('payee_name')} />}
      </FormField>
      <FormField label="Landlord name" error={errors.landlord_name?.message}>
        {(control) => <Input autoComplete="off" {...control} {...register('landlord_name')} />}
      </FormField>
      <FormField label="Landlord PAN" error={errors.landlord_pan?.message} description="AAAAA9999A">
        {(control) => (
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            {...control}
            {...register('landlord_pan')}
          />
        )}
      </FormField>
      <FormField label="Landlord address" error={errors.landlord_address?.message}>
        {(control) => <Textarea rows={2} {...control} {...register('landlord_address')} />}
      </FormField>
      <FormField
        label="Reminder message"
        error={errors.reminder_template?.message}
        description={`Sent over WhatsApp; the default when empty. Placeholders: ${PLACEHOLDER_LIST}`}
      >
        {(control) => (
          <Textarea
            rows={4}
            placeholder={DEFAULT_REMINDER_TEMPLATE}
            {...control}
            {...register('reminder_template')}
          />
        )}
      </FormField>
    </>
  );
}

/** 'Payment details' of one branch, on their own (for admins, from the Dues page). */
export function PaymentDetailsDialog({
  branch,
  open,
  onOpenChange,
}: {
  branch: Branch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, onSubmit, pending } = useDialogForm({
    schema: branchPaymentDetailsInput,
    open,
    initial: () => paymentFormValues(branch),
    mutation: useSetPaymentDetails(),
    toVariables: (input) => ({ id: branch.id, input }),
    saved: 'Payment details saved',
    failed: 'Failed to save payment details',
    onDone: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Payment details"
      description={`Where tenants of ${branch.name} pay by UPI, the landlord on rent receipts, and the reminder message.`}
      pending={pending}
      submitLabel="Save payment details"
      className="sm:max-w-lg"
      onSubmit={onSubmit}
    >
      <PaymentDetailsFields register={form.register} errors={form.formState.errors} />
    </FormDialog>
  );
}

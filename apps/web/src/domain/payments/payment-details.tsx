import {
  type Branch,
  type BranchPaymentDetailsInput,
  branchPaymentDetailsInput,
} from '@pg/contracts/branches';
import { DEFAULT_REMINDER_TEMPLATE, REMINDER_PLACEHOLDERS } from '@pg/contracts/collecting';
import type { Control } from 'react-hook-form';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
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

/** The six fields, inside the form of the dialog that holds them (a form with these six among its values). */
export function PaymentDetailsFields<T extends BranchPaymentDetailsInput>({
  form,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not these fields' concern
  form: Control<T, unknown, any>;
}) {
  // The six are fields of any such form, under the same names.
  const field = fieldsOf(form as unknown as Control<BranchPaymentDetailsInput>);
  return (
    <>
      <InputField
        {...field('upi_id')}
        label="UPI ID"
        description="For example owner@okaxis"
        placeholder="name@handle"
        autoCapitalize="none"
        verbatim
        inputMode="email"
      />
      <InputField
        {...field('payee_name')}
        label="Payee name"
        description="The name the UPI app shows; the branch name when empty"
        autoComplete="off"
      />
      <InputField {...field('landlord_name')} label="Landlord name" autoComplete="off" />
      <InputField
        {...field('landlord_pan')}
        label="Landlord PAN"
        description="AAAAA9999A"
        autoCapitalize="characters"
        verbatim
        maxLength={20}
      />
      <TextareaField {...field('landlord_address')} label="Landlord address" rows={2} />
      <TextareaField
        {...field('reminder_template')}
        label="Reminder message"
        description={`Sent over WhatsApp; the default when empty. Placeholders: ${PLACEHOLDER_LIST}`}
        rows={4}
        placeholder={DEFAULT_REMINDER_TEMPLATE}
      />
    </>
  );
}

/** 'Payment details' of one branch, on their own (for admins, from the Dues page). */
export function PaymentDetailsDialog({
  branch,
  open,
  onOpenChange,
}: DialogOpenProps & {
  branch: Branch;
}) {
  const { form, dialog } = useDialogForm({
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
      {...dialog}
      title="Payment details"
      description={`Where tenants of ${branch.name} pay by UPI, the landlord on rent receipts, and the reminder message.`}
      submitLabel="Save payment details"
      className="sm:max-w-lg"
    >
      <PaymentDetailsFields form={form.control} />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Branch, branchInput, branchPaymentDetailsInput, branchUpdate } from '@pg/contracts/branches';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import {
  PAYMENT_FIELDS,
  PaymentDetailsFields,
  paymentFormValues,
  useSetPaymentDetails,
} from '@/domain/payments/payment-details';
import { useCreateBranch } from '@/features/branches/api/create-branch';
import { useUpdateBranch } from '@/features/branches/api/update-branch';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

/**
 * The edit form of one who may set payment details: the branch and its payment details. Its code
 * is checked by the server, which keeps a code older than the rule while it is not changed.
 */
const editSchema = branchUpdate.extend(branchPaymentDetailsInput.shape);
/** Add Branch: a code of letters, digits, '-' and '_' (the payment details stay hidden and blank). */
const addSchema = branchInput.extend(branchPaymentDetailsInput.shape);
type FormValues = z.input<typeof editSchema>;
type FieldName = keyof FormValues;
const BRANCH_FIELDS = ['code', 'name', 'address', 'contact'] as const;
const FIELDS: FieldName[] = [...BRANCH_FIELDS, ...PAYMENT_FIELDS];

const toFormValues = (branch: Branch | null): FormValues => ({
  code: branch?.code ?? '',
  name: branch?.name ?? '',
  address: branch?.address ?? '',
  contact: branch?.contact ?? '',
  ...paymentFormValues(branch),
});

const pick = <K extends string>(values: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, values[k]])) as Record<K, never>;

type BranchFormDialogProps = DialogOpenProps & {
  /** The branch to edit; null to add one. */
  branch: Branch | null;
};

/**
 * Add or edit a branch: code and name required, address and contact optional. Editing, one who may
 * set payment details (super admins, admins) also sets the UPI ID, landlord and reminder message.
 */
export function BranchFormDialog({ open, onOpenChange, branch }: BranchFormDialogProps) {
  const isEdit = branch !== null;
  const { can } = useSession();
  const withPayment = isEdit && can('branches:payment_details');
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const setPayment = useSetPaymentDetails();
  const pending = create.isPending || update.isPending || setPayment.isPending;

  // Payment details are all optional: hidden, they hold the branch's stored (valid) values.
  const form = useForm<FormValues, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(isEdit ? editSchema : addSchema),
    defaultValues: toFormValues(branch),
  });
  const field = fieldsOf(form.control);

  // Each opening starts from the branch being edited (or blank for a new one).
  useEffect(() => {
    if (open) form.reset(toFormValues(branch));
  }, [open, branch, form]);

  const onError = (error: unknown) => {
    // A clash is the code: another branch has it.
    if (hasErrorCode(error, 'conflict')) {
      form.setError('code', { message: error.fields?.code ?? error.message }, { shouldFocus: true });
      return;
    }
    if (!placeFieldErrors(form, error, FIELDS)) toast.error(errorMessage(error, 'Failed to save branch'));
  };

  const onSubmit = form.handleSubmit((input) => {
    const done = (message: string) => () => {
      toast.success(message);
      onOpenChange(false);
    };
    if (branch) {
      const saved = done('Branch updated successfully');
      update
        .mutateAsync({ id: branch.id, input: pick(input, BRANCH_FIELDS) })
        .then(() =>
          withPayment
            ? setPayment.mutateAsync({ id: branch.id, input: pick(input, PAYMENT_FIELDS) })
            : undefined,
        )
        .then(saved, onError);
    } else {
      create.mutate(pick(input, BRANCH_FIELDS), { onSuccess: done('Branch created successfully'), onError });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Branch' : 'Add Branch'}
      description={
        isEdit
          ? `Change the details of ${branch.code}.`
          : 'A branch groups properties under one code and name.'
      }
      pending={pending}
      submitLabel={isEdit ? 'Save Changes' : 'Add Branch'}
      className="sm:max-w-lg"
      onSubmit={onSubmit}
      form={form.control}
    >
      <InputField
        {...field('code')}
        label="Code"
        placeholder="PG_..._1"
        autoCapitalize="characters"
        verbatim
      />
      <InputField {...field('name')} label="Name" placeholder="e.g. Koramangala Boys PG" />
      <TextareaField {...field('address')} label="Address" rows={2} placeholder="Optional" />
      <InputField
        {...field('contact')}
        label="Contact"
        placeholder="Optional, e.g. phone number"
        autoComplete="off"
      />
      {withPayment && (
        <fieldset className="grid gap-4 border-t pt-4">
          <legend className="pt-4 font-medium text-sm">Payment details</legend>
          <p className="-mt-2 text-muted-foreground text-xs">
            Tenants pay this UPI ID from the QR codes on dues and statements; rent receipts print the
            landlord.
          </p>
          <PaymentDetailsFields form={form.control} />
        </fieldset>
      )}
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Branch, branchInput } from '@pg/contracts/branches';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateBranch } from '@/features/branches/api/create-branch';
import { useUpdateBranch } from '@/features/branches/api/update-branch';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';

type FormValues = z.input<typeof branchInput>;
type FieldName = keyof FormValues;
const FIELDS: FieldName[] = ['code', 'name', 'address', 'contact'];

const toFormValues = (branch: Branch | null): FormValues => ({
  code: branch?.code ?? '',
  name: branch?.name ?? '',
  address: branch?.address ?? '',
  contact: branch?.contact ?? '',
});

type BranchFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The branch to edit; null to add one. */
  branch: Branch | null;
};

/** Add or edit a branch: code and name required, address and contact optional. */
export function BranchFormDialog({ open, onOpenChange, branch }: BranchFormDialogProps) {
  const isEdit = branch !== null;
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof branchInput>>({
    resolver: zodResolver(branchInput),
    defaultValues: toFormValues(branch),
  });
  const { errors } = form.formState;

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
      update.mutate({ id: branch.id, input }, { onSuccess: done('Branch updated successfully'), onError });
    } else {
      create.mutate(input, { onSuccess: done('Branch created successfully'), onError });
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
    >
      <FormField label="Code" error={errors.code?.message}>
        {(control) => (
          <Input
            placeholder="PG_..._1"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            {...control}
            {...form.register('code')}
          />
        )}
      </FormField>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => (
          <Input placeholder="e.g. Koramangala Boys PG" {...control} {...form.register('name')} />
        )}
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        {(control) => <Textarea rows={2} placeholder="Optional" {...control} {...form.register('address')} />}
      </FormField>
      <FormField label="Contact" error={errors.contact?.message}>
        {(control) => (
          <Input
            placeholder="Optional, e.g. phone number"
            autoComplete="off"
            {...control}
            {...form.register('contact')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

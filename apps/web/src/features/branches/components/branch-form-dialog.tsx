import { zodResolver } from '@hookform/resolvers/zod';
import { type Branch, branchInput } from '@pg/contracts/branches';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateBranch } from '@/features/branches/api/create-branch';
import { useUpdateBranch } from '@/features/branches/api/update-branch';
import { ApiError, errorMessage } from '@/lib/api-client';

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
    if (error instanceof ApiError) {
      if (error.status === 409) {
        form.setError('code', { message: error.fields?.code ?? error.message }, { shouldFocus: true });
        return;
      }
      let placed = false;
      for (const name of FIELDS) {
        const message = error.fields?.[name];
        if (message) {
          form.setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (placed) return;
    }
    toast.error(errorMessage(error, 'Failed to save branch'));
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
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Branch' : 'Add Branch'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? `Change the details of ${branch.code}.`
              : 'A branch groups properties under one code and name.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
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
            {(control) => (
              <Textarea rows={2} placeholder="Optional" {...control} {...form.register('address')} />
            )}
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
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              {isEdit ? 'Save Changes' : 'Add Branch'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

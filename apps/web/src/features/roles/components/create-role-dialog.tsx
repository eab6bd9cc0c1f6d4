import { zodResolver } from '@hookform/resolvers/zod';
import { createRoleSchema, normaliseRoleName } from '@pg/contracts/roles';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreateRole } from '@/features/roles/api/create-role';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';

type FormValues = z.input<typeof createRoleSchema>;
const EMPTY: FormValues = { name: '', description: '' };
const FIELDS = ['name', 'description'] as const;

type CreateRoleDialogProps = DialogOpenProps;

/** 'Create Role': a custom role with a name (stored lowercased, spaces as underscores) and a description. */
export function CreateRoleDialog({ open, onOpenChange }: CreateRoleDialogProps) {
  const mutation = useCreateRole();
  const form = useForm<FormValues, unknown, z.output<typeof createRoleSchema>>({
    resolver: zodResolver(createRoleSchema),
    defaultValues: EMPTY,
  });
  const field = fieldsOf(form.control);
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const stored = normaliseRoleName(name);

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success('Role created successfully');
        onOpenChange(false);
      },
      onError: (error) => {
        if (placeFieldErrors(form, error, FIELDS)) return;
        // Role creation failure shows the error message.
        toast.error(errorMessage(error, 'Failed to create role'));
      },
    });
  });

  const pending = mutation.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Role"
      description="A custom role starts with no permissions; choose them next."
      pending={pending}
      submitLabel="Create Role"
      className="sm:max-w-md"
      onSubmit={onSubmit}
      form={form.control}
    >
      <InputField
        {...field('name')}
        label="Role Name"
        description={
          stored && stored !== name ? `Saved as ${stored}` : 'Lowercase; spaces become underscores'
        }
        placeholder="e.g. Night Warden"
        verbatim
        disabled={pending}
      />
      <TextareaField
        {...field('description')}
        label="Description"
        rows={2}
        placeholder="Optional: what this role is for"
        disabled={pending}
      />
    </FormDialog>
  );
}

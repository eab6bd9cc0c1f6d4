import { createRoleSchema, normaliseRoleName } from '@pg/contracts/roles';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreateRole } from '@/features/roles/api/create-role';
import { errorMessage } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof createRoleSchema>;
const EMPTY: FormValues = { name: '', description: '' };

type CreateRoleDialogProps = DialogOpenProps;

/** 'Create Role': a custom role with a name (stored lowercased, spaces as underscores) and a description. */
export function CreateRoleDialog({ open, onOpenChange }: CreateRoleDialogProps) {
  const { form, dialog, pending } = useDialogForm({
    schema: createRoleSchema,
    open,
    initial: () => EMPTY,
    mutation: useCreateRole(),
    saved: 'Role created successfully',
    // Role creation failure shows the error message.
    failed: (error) => toast.error(errorMessage(error, 'Failed to create role')),
    onDone: () => onOpenChange(false),
  });
  const field = fieldsOf(form.control);
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const stored = normaliseRoleName(name);

  return (
    <FormDialog
      {...dialog}
      title="Create Role"
      description="A custom role starts with no permissions; choose them next."
      submitLabel="Create Role"
      className="sm:max-w-md"
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

import { type Property, propertyForm } from '@pg/contracts/inventory';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useCreateProperty } from '@/features/inventory/api/create-property';
import { useUpdateProperty } from '@/features/inventory/api/update-property';
import { notifyError, savedToast } from '@/features/inventory/notify';
import { useBranch } from '@/lib/branch-context';
import { addOrEdit, useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof propertyForm>;
type Output = z.output<typeof propertyForm>;
const FIELDS = ['name', 'branch_id', 'address', 'description'] as const;

const toFormValues = (property: Property | null, branchId: string | null): FormValues => ({
  name: property?.name ?? '',
  branch_id: property?.branch_id ?? branchId ?? '',
  address: property?.address ?? '',
  description: property?.description ?? '',
});

type PropertyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The property to edit; null to add one. */
  property: Property | null;
  /** Called with the property just added (the drill-down selects it). */
  onCreated?: (property: Property) => void;
};

/** Add or edit a property: name and branch required (the branch defaults to the selected one). */
export function PropertyFormDialog({ open, onOpenChange, property, onCreated }: PropertyFormDialogProps) {
  const { branches, selectedBranchId } = useBranch();
  const isEdit = property !== null;
  // Each opening starts from the property being edited, or blank in the selected branch.
  const { form, dialog } = useDialogForm({
    schema: propertyForm,
    open,
    initial: () => toFormValues(property, selectedBranchId),
    ...addOrEdit(
      property,
      {
        mutation: useCreateProperty(),
        toVariables: ({ branch_id, ...input }: Output) => ({ branchId: branch_id, input }),
      },
      { mutation: useUpdateProperty(), toVariables: (input, { id }) => ({ id, input }) },
    ),
    saved: () =>
      savedToast('page', isEdit ? 'Property updated successfully' : 'Property created successfully'),
    failed: (error) => notifyError('page', error),
    onDone: (saved) => {
      onOpenChange(false);
      if (saved && !isEdit) onCreated?.(saved);
    },
    fields: FIELDS,
  });
  const errors = form.formState.errors;
  const movingBranch = isEdit && form.watch('branch_id') !== property.branch_id;

  return (
    <FormDialog
      {...dialog}
      title={isEdit ? 'Edit Property' : 'Add Property'}
      description={
        isEdit ? `Change the details of ${property.name}.` : 'A building of the branch, such as one PG house.'
      }
      submitLabel={isEdit ? 'Save Changes' : 'Add Property'}
      className="sm:max-w-lg"
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => (
          <Input
            placeholder="e.g. Sunrise Residency"
            autoComplete="off"
            {...control}
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField
        label="Branch"
        error={errors.branch_id?.message}
        description={
          movingBranch ? 'Its floors, rooms and beds move to the chosen branch with it.' : undefined
        }
      >
        {(control) => (
          <SelectField
            form={form.control}
            name="branch_id"
            control={control}
            options={branches.map((branch) => ({
              value: branch.id,
              label: branch.code,
              description: branch.name,
            }))}
            placeholder="Select a branch"
          />
        )}
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        {(control) => <Textarea rows={2} placeholder="Optional" {...control} {...form.register('address')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea rows={2} placeholder="Optional" {...control} {...form.register('description')} />
        )}
      </FormField>
    </FormDialog>
  );
}

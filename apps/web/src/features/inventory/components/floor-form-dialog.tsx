import { type Floor, floorForm, type Property } from '@pg/contracts/inventory';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useCreateFloor } from '@/features/inventory/api/create-floor';
import { useUpdateFloor } from '@/features/inventory/api/update-floor';
import { type NotifyStyle, notifyError, savedToast } from '@/features/inventory/notify';
import { addOrEdit, useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof floorForm>;
type Output = z.output<typeof floorForm>;
const FIELDS = ['property_id', 'floor_number', 'name', 'description'] as const;

/** A basement is shown as its depth with 'Basement' ticked (a phone's number keypad has no minus). */
const toFormValues = (floor: Floor | null, propertyId: string | undefined): FormValues => ({
  property_id: floor?.property_id ?? propertyId ?? '',
  floor_number: floor ? String(Math.abs(floor.floor_number)) : '',
  basement: floor ? floor.floor_number < 0 : false,
  name: floor?.name ?? '',
  description: floor?.description ?? '',
});

type FloorFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branchId: string;
  /** The floor to edit; null to add one. */
  floor: Floor | null;
  /**
   * The drill-down passes the selected property (no property field); the floors page passes the
   * branch's properties to choose from, preselecting `propertyId` when given.
   */
  properties?: Property[];
  propertyId?: string | undefined;
  notify: NotifyStyle;
  /** Called with the floor just added (the drill-down selects it). */
  onCreated?: (floor: Floor) => void;
};

/**
 * Add or edit a floor: property (fixed once created), floor number (0 the ground floor; 'Basement'
 * for the levels below), an optional name ('Floor 2' when left empty) and description.
 */
export function FloorFormDialog({
  open,
  onOpenChange,
  branchId,
  floor,
  properties,
  propertyId,
  notify,
  onCreated,
}: FloorFormDialogProps) {
  const isEdit = floor !== null;
  const { form, dialog } = useDialogForm({
    schema: floorForm,
    open,
    initial: () => toFormValues(floor, propertyId),
    ...addOrEdit(
      floor,
      { mutation: useCreateFloor(), toVariables: (input: Output) => ({ branchId, input }) },
      {
        mutation: useUpdateFloor(),
        // A floor stays in its property.
        toVariables: ({ property_id, ...input }, { id }) => ({ id, input }),
      },
    ),
    saved: () => savedToast(notify, isEdit ? 'Floor updated successfully' : 'Floor created successfully'),
    failed: (error) => notifyError(notify, error),
    onDone: (saved) => {
      onOpenChange(false);
      if (saved && !isEdit) onCreated?.(saved);
    },
    fields: FIELDS,
  });
  const errors = form.formState.errors;

  return (
    <FormDialog
      {...dialog}
      title={isEdit ? 'Edit Floor' : 'Add Floor'}
      description={
        isEdit
          ? `Change floor ${floor.floor_number} of ${floor.property_name}.`
          : 'Floors are numbered from the ground floor (0); tick Basement for a level below it.'
      }
      submitLabel={isEdit ? 'Save Changes' : 'Add Floor'}
      className="sm:max-w-lg"
    >
      {properties && (
        <FormField
          label="Property"
          error={errors.property_id?.message}
          description={isEdit ? 'A floor stays in its property.' : undefined}
        >
          {(control) => (
            <SelectField
              form={form.control}
              name="property_id"
              control={control}
              options={properties.map((p) => ({ value: p.id, label: p.name }))}
              placeholder="Select a property"
              disabled={isEdit}
            />
          )}
        </FormField>
      )}
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <FormField label="Floor Number" error={errors.floor_number?.message}>
          {(control) => (
            <Input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 1"
              {...control}
              {...form.register('floor_number')}
            />
          )}
        </FormField>
        <CheckboxField control={form.control} name="basement" label="Basement" />
      </div>
      <FormField
        label="Name"
        error={errors.name?.message}
        description="Optional: left empty, the number names it ('Ground', 'First', 'Basement')."
      >
        {(control) => (
          <Input placeholder="e.g. First Floor" autoComplete="off" {...control} {...form.register('name')} />
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea rows={2} placeholder="Optional" {...control} {...form.register('description')} />
        )}
      </FormField>
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Floor, floorForm, type Property } from '@pg/contracts/inventory';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useCreateFloor } from '@/features/inventory/api/create-floor';
import { useUpdateFloor } from '@/features/inventory/api/update-floor';
import { useRecordForm } from '@/features/inventory/hooks/use-record-form';
import type { NotifyStyle } from '@/features/inventory/notify';

type FormValues = z.input<typeof floorForm>;
const FIELDS = ['property_id', 'floor_number', 'name', 'description'] as const;

const toFormValues = (floor: Floor | null, propertyId: string | undefined): FormValues => ({
  property_id: floor?.property_id ?? propertyId ?? '',
  floor_number: floor ? String(floor.floor_number) : '',
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
};

/** Add or edit a floor: property (fixed once created), floor number, name, optional description. */
export function FloorFormDialog({
  open,
  onOpenChange,
  branchId,
  floor,
  properties,
  propertyId,
  notify,
}: FloorFormDialogProps) {
  const isEdit = floor !== null;
  const create = useCreateFloor();
  const update = useUpdateFloor();
  const pending = create.isPending || update.isPending;

  const { form, errors, saved, failed } = useRecordForm({
    resolver: zodResolver(floorForm),
    values: useMemo(() => toFormValues(floor, propertyId), [floor, propertyId]),
    open,
    onOpenChange,
    fields: FIELDS,
    notify,
  });
  const onSubmit = form.handleSubmit(({ property_id, ...rest }) => {
    if (floor) {
      update.mutate(
        { id: floor.id, input: rest },
        { onSuccess: saved('Floor updated successfully'), onError: failed },
      );
    } else {
      create.mutate(
        { branchId, input: { property_id, ...rest } },
        { onSuccess: saved('Floor created successfully'), onError: failed },
      );
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Floor' : 'Add Floor'}
      description={
        isEdit
          ? `Change floor ${floor.floor_number} of ${floor.property_name}.`
          : 'Floors are numbered from the ground floor (0); basements are negative.'
      }
      pending={pending}
      submitLabel={isEdit ? 'Save Changes' : 'Add Floor'}
      className="sm:max-w-lg"
      onSubmit={onSubmit}
      form={form.control}
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
      <FormField label="Floor Number" error={errors.floor_number?.message}>
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            step={1}
            placeholder="e.g. 1"
            {...control}
            {...form.register('floor_number')}
          />
        )}
      </FormField>
      <FormField label="Name" error={errors.name?.message}>
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

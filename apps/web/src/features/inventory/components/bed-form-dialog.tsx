import {
  BED_TYPE_HINT,
  BED_TYPES,
  type Bed,
  bedForm,
  bedPageForm,
  type Room,
  roomLocation,
} from '@pg/contracts/inventory';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateInput } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useCreateBed } from '@/features/inventory/api/create-bed';
import { useUpdateBed } from '@/features/inventory/api/update-bed';
import { asBedType, bedTypeLabel } from '@/features/inventory/bed-type-label';
import { BookingsOnDays } from '@/features/inventory/components/bookings-on-days';
import { lastBedDefaults, rememberBedDefaults } from '@/features/inventory/last-bed';
import { notifyError, savedToast } from '@/features/inventory/notify';
import { roomName } from '@/features/inventory/record-names';
import { addOrEdit, useDialogForm } from '@/lib/dialog-form';
import { groupOptions } from '@/lib/group-options';

/**
 * The beds page's form chooses the room and one of single, double, bunk; the drill-down's form
 * belongs to the selected room and takes the bed type as free text. Both use the contract's schema.
 */
const schemaFor = { page: bedPageForm, panel: bedForm };

/** A bed's two rents: either or both (at least one, said on the rent per day). */
const RENTS = [
  {
    name: 'base_rent_per_day',
    label: 'Rent per day',
    description: 'In rupees (₹), for per-day stays; empty for a bed let by the month alone',
    placeholder: 'e.g. 500',
  },
  {
    name: 'monthly_rent',
    label: 'Rent per month (optional)',
    description: 'In rupees (₹), for monthly stays',
    placeholder: 'e.g. 8000',
  },
] as const;
type Variant = keyof typeof schemaFor;
type FormValues = z.input<typeof bedForm>;
type Output = z.output<typeof bedForm>;
const FIELDS = [
  'room_id',
  'bed_number',
  'bed_type',
  'base_rent_per_day',
  'monthly_rent',
  'out_of_service',
  'out_of_service_reason',
  'out_of_service_until',
] as const;

/** A new bed starts from the type and rents of the beds added last (last-bed.ts). */
const toFormValues = (variant: Variant, bed: Bed | null, roomId: string | undefined) => {
  const last = bed ? null : lastBedDefaults();
  const type = bed?.bed_type ?? last?.bed_type;
  return {
    room_id: bed?.room_id ?? roomId ?? '',
    bed_number: bed?.bed_number ?? '',
    bed_type: variant === 'page' ? (type === undefined ? 'single' : asBedType(type)) : (type ?? ''),
    base_rent_per_day:
      bed?.base_rent_per_day != null ? String(bed.base_rent_per_day) : (last?.base_rent_per_day ?? ''),
    monthly_rent: bed?.monthly_rent != null ? String(bed.monthly_rent) : (last?.monthly_rent ?? ''),
    out_of_service: bed?.out_of_service != null,
    out_of_service_reason: bed?.out_of_service?.reason ?? '',
    out_of_service_until: bed?.out_of_service?.until ?? '',
  };
};

type BedFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branchId: string;
  /** The bed to edit; null to add one. */
  bed: Bed | null;
  variant: Variant;
  /** 'page': the rooms to choose from. */
  rooms?: Room[];
  /** 'panel': the selected room (attached to a new bed); 'page': a room to preselect. */
  roomId?: string | undefined;
};

/** Add or edit a bed: bed number, type, rent per day, and whether it is out of service (why, until when). */
export function BedFormDialog({
  open,
  onOpenChange,
  branchId,
  bed,
  variant,
  rooms,
  roomId,
}: BedFormDialogProps) {
  const isEdit = bed !== null;
  const { form, dialog } = useDialogForm({
    // bedPageForm narrows bed_type to BED_TYPES; its values are still bedForm's.
    schema: schemaFor[variant] as z.ZodType<Output, FormValues>,
    open,
    initial: () => toFormValues(variant, bed, roomId),
    ...addOrEdit(
      bed,
      { mutation: useCreateBed(), toVariables: (input: Output) => ({ branchId, input }) },
      { mutation: useUpdateBed(), toVariables: (input, { id }) => ({ id, input }) },
    ),
    saved: () => savedToast('page', isEdit ? 'Bed updated successfully' : 'Bed created successfully'),
    failed: (error) => notifyError('page', error),
    onDone: (saved, values) => {
      if (saved && values && !isEdit) rememberBedDefaults(values);
      onOpenChange(false);
    },
    fields: variant === 'page' ? FIELDS : FIELDS.filter((f) => f !== 'room_id'),
  });
  const errors = form.formState.errors;
  const [outOfService, until] = useWatch({
    control: form.control,
    name: ['out_of_service', 'out_of_service_until'],
  });

  return (
    <FormDialog
      {...dialog}
      title={isEdit ? 'Edit Bed' : 'Add Bed'}
      description={
        isEdit
          ? `Change bed ${bed.bed_number} in room ${bed.room_number}.`
          : 'Bookings are priced from the bed’s rent per day.'
      }
      submitLabel={isEdit ? 'Save Changes' : 'Add Bed'}
      className="sm:max-w-lg"
    >
      {variant === 'page' && (
        <FormField label="Room" error={errors.room_id?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="room_id"
              control={control}
              options={groupOptions(rooms ?? [], roomLocation, (r, location) => ({
                value: r.id,
                label: roomName(r),
                description: `${r.bed_count} of ${r.capacity} beds · ${location}`,
              }))}
              placeholder="Select a room"
            />
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Bed Number" error={errors.bed_number?.message}>
          {(control) => (
            <Input placeholder="e.g. A" autoComplete="off" {...control} {...form.register('bed_number')} />
          )}
        </FormField>
        <FormField label="Bed Type" error={errors.bed_type?.message}>
          {(control) =>
            variant === 'page' ? (
              <SelectField
                form={form.control}
                name="bed_type"
                control={control}
                options={BED_TYPES.map((type) => ({ value: type, label: bedTypeLabel(type) }))}
                placeholder="Select a type"
              />
            ) : (
              <Input
                placeholder={BED_TYPE_HINT}
                autoComplete="off"
                {...control}
                {...form.register('bed_type')}
              />
            )
          }
        </FormField>
      </div>
      {RENTS.map((rent) => (
        <FormField
          key={rent.name}
          label={rent.label}
          error={errors[rent.name]?.message}
          description={rent.description}
        >
          {(control) => (
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder={rent.placeholder}
              {...control}
              {...form.register(rent.name)}
            />
          )}
        </FormField>
      ))}
      <CheckboxField control={form.control} name="out_of_service" label="Out of service" />
      {outOfService && (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Reason" error={errors.out_of_service_reason?.message}>
              {(control) => (
                <Input
                  placeholder="e.g. Broken frame"
                  autoComplete="off"
                  {...control}
                  {...form.register('out_of_service_reason')}
                />
              )}
            </FormField>
            <FormField
              label="Until"
              error={errors.out_of_service_until?.message}
              description="Empty: until further notice"
            >
              {(control) => <DateInput form={form.control} name="out_of_service_until" control={control} />}
            </FormField>
          </div>
          {bed && <BookingsOnDays bed={bed} until={until || null} />}
        </>
      )}
    </FormDialog>
  );
}

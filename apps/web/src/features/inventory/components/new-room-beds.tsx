import { BED_TYPES, type roomForm } from '@pg/contracts/inventory';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { bedTypeLabel } from '@/features/inventory/bed-type-label';

type Values = z.input<typeof roomForm>;
type Output = z.output<typeof roomForm>;

/** The typed fields: how many beds, and each bed's rents (either or both, as on a bed). */
const TEXT_FIELDS = [
  {
    name: 'count',
    label: 'Number of Beds',
    description: undefined,
    placeholder: 'e.g. 2',
    inputMode: 'numeric',
  },
  {
    name: 'monthly_rent',
    label: 'Rent per month',
    description: 'In rupees (₹), each bed',
    placeholder: 'e.g. 8000',
    inputMode: 'decimal',
  },
  {
    name: 'base_rent_per_day',
    label: 'Rent per day',
    description: 'Optional, for per-day stays',
    placeholder: 'e.g. 500',
    inputMode: 'decimal',
  },
] as const;

/**
 * 'With N beds at ₹X a month (or a day)': the beds a new room is created with, numbered A, B, C…
 * Left empty, the room is added without beds.
 */
export function NewRoomBeds({
  form,
  errors,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  errors: FieldErrors<Values>;
}) {
  const bedErrors = errors.beds;
  return (
    <fieldset className="grid gap-4 rounded-md border p-3">
      <legend className="px-1 font-medium text-sm">Beds (optional)</legend>
      <p className="-mt-2 text-muted-foreground text-sm">
        Add the room's beds now, numbered A, B, C…, or leave the number empty to add them later.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, description, placeholder, inputMode }) => (
          <FormField key={name} label={label} error={bedErrors?.[name]?.message} description={description}>
            {(control) => (
              <Input
                type="text"
                inputMode={inputMode}
                autoComplete="off"
                placeholder={placeholder}
                {...control}
                {...form.register(`beds.${name}`)}
              />
            )}
          </FormField>
        ))}
        <FormField label="Bed Type" error={bedErrors?.bed_type?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="beds.bed_type"
              control={control}
              options={BED_TYPES.map((type) => ({ value: type, label: bedTypeLabel(type) }))}
              placeholder="Select a type"
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

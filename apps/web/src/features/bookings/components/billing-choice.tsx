import { BILLING_MODE_LABELS, BILLING_MODES } from '@pg/contracts/rent';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { cn } from '@/lib/utils';

const HINTS = {
  per_day: 'Total = (days + 1) × rent per day',
  monthly: 'Rent per month on a due day; the end date may be left empty (until notice)',
} as const;

/**
 * How a booking is billed: 'Fixed dates, per day' (the default) or 'Monthly', as two radio cards
 * (arrow keys move between them).
 */
export function BillingChoice<T extends FieldValues>({
  form,
  name,
  disabled,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this field's concern
  form: Control<T, unknown, any>;
  name: Path<T>;
  disabled?: boolean;
}) {
  const { field } = useController({ control: form, name });
  const value = (field.value as string | undefined) ?? 'per_day';
  // Each card's name is its label alone (the radio and its words); its hint is its description.
  const id = useId();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">Billing</legend>
      {BILLING_MODES.map((mode) => (
        <div
          key={mode}
          className={cn(
            'flex flex-col gap-1 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === mode ? 'border-primary bg-primary/5' : 'border-input',
          )}
        >
          <label className="flex cursor-pointer items-center gap-2 font-medium">
            <input
              type="radio"
              name={field.name}
              value={mode}
              checked={value === mode}
              onChange={() => field.onChange(mode)}
              onBlur={field.onBlur}
              aria-describedby={`${id}-${mode}-hint`}
              className="size-4 accent-primary"
            />
            {BILLING_MODE_LABELS[mode]}
          </label>
          <span id={`${id}-${mode}-hint`} className="text-muted-foreground text-xs">
            {HINTS[mode]}
          </span>
        </div>
      ))}
    </fieldset>
  );
}

import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/**
 * A form's yes-or-no field: a checkbox and its label, the whole label a 44 px target on a phone.
 */
export function CheckboxField<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            ref={field.ref}
            onBlur={field.onBlur}
          />
          {label}
        </Label>
      )}
    />
  );
}

import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field's control must spread to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: React.ReactNode;
  /** The validation or server message for this field; shown under the control and announced with it. */
  error?: string | undefined;
  /** A hint shown under the label's control, e.g. the format a code should follow. */
  description?: React.ReactNode;
  /** Use a known id for the control (otherwise one is generated). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/**
 * Label + control + hint + error, wired for assistive technology: the label names the control,
 * `aria-describedby` points at the hint and the error, `aria-invalid` marks a failed field.
 *
 * <FormField label="Name" error={errors.name?.message}>
 *   {(control) => <Input {...control} {...register('name')} />}
 * </FormField>
 */
export function FormField({ label, error, description, id, className, children }: FormFieldProps) {
  const generated = React.useId();
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

import * as React from 'react';
import { type Control, type FieldValues, type Path, useFormState } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/field-control';
import { Input, MoneyInput } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PhotoInput } from '@/components/ui/photo-input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export type { FieldControlProps } from '@/components/ui/field-control';

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

/**
 * The error key of a form's own message (react-hook-form's root errors): a refusal the server tied
 * to no field shown on the form (lib/form-errors). Cleared at the next submit and at each opening.
 */
export const FORM_MESSAGE = 'root.server';

/**
 * The form's own message, above its buttons, announced when it appears: what the server refused
 * about something that has no field on this form. FormDialog shows one; a form of a page adds it.
 */
export function FormMessage<T extends FieldValues>({
  form,
  className,
}: {
  form: BoundFieldProps<T>['form'];
  className?: string;
}) {
  const { errors } = useFormState({ control: form });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-destructive text-sm', className)}>
      {message}
    </p>
  );
}

/** A field of a form, named by the form's `control` and the field's name. */
export type BoundFieldProps<T extends FieldValues> = {
  /** The form's `control` (whatever its schema turns the values into). */
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this field's concern
  form: Control<T, unknown, any>;
  name: Path<T>;
  label: React.ReactNode;
  description?: React.ReactNode;
};

/**
 * Names the fields of one form for the field components, as `register` does for inputs:
 *
 * const field = fieldsOf(form.control);
 * <InputField {...field('name')} label="Visitor name" />
 */
export function fieldsOf<T extends FieldValues>(form: BoundFieldProps<T>['form']) {
  return (name: Path<T>) => ({ form, name });
}

/** The validation or server message of one field of a form, while it has one. */
export function useFieldError<T extends FieldValues>(
  form: BoundFieldProps<T>['form'],
  name: Path<T>,
): string | undefined {
  const formState = useFormState({ control: form, name });
  return form.getFieldState(name, formState).error?.message;
}

/**
 * A FormField bound to one field of a form: its message is that field's error. For a control of
 * its own; text, amounts and notes have InputField, MoneyField and TextareaField.
 *
 * <BoundFormField {...field('bed_id')} label="Bed">
 *   {(control) => <FreeBedSelect form={form.control} name="bed_id" control={control} range={range} />}
 * </BoundFormField>
 */
export function BoundFormField<T extends FieldValues>({
  form,
  name,
  children,
  ...field
}: BoundFieldProps<T> & { children: (control: FieldControlProps) => React.ReactNode }) {
  const error = useFieldError(form, name);
  return (
    <FormField {...field} error={error}>
      {children}
    </FormField>
  );
}

type InputAttributes = Omit<React.ComponentProps<typeof Input>, 'form' | 'name' | 'children'>;

/**
 * Label, text input and message of one field of a form; the input takes the other props.
 *
 * <InputField {...field('name')} label="Visitor name" autoComplete="off" />
 */
export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...input
}: BoundFieldProps<T> & InputAttributes) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => <Input {...input} {...control} {...form.register(name)} />}
    </BoundFormField>
  );
}

/** Label, amount of rupees (MoneyInput) and message of one field of a form. */
export function MoneyField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...input
}: BoundFieldProps<T> & Omit<InputAttributes, 'type'>) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => <MoneyInput {...input} {...control} {...form.register(name)} />}
    </BoundFormField>
  );
}

/** Label, text area and message of one field of a form; the text area takes the other props. */
export function TextareaField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...textarea
}: BoundFieldProps<T> & Omit<React.ComponentProps<'textarea'>, 'form' | 'name' | 'children'>) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => <Textarea {...textarea} {...control} {...form.register(name)} />}
    </BoundFormField>
  );
}

/** Label, photo (PhotoInput) and message of one field of a form. */
export function PhotoField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...photo
}: BoundFieldProps<T> & Omit<React.ComponentProps<typeof PhotoInput<T>>, 'form' | 'name' | 'control'>) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => <PhotoInput form={form} name={name} control={control} {...photo} />}
    </BoundFormField>
  );
}

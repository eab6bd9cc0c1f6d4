import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { type BoundFieldProps, BoundFormField, type FieldControlProps } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export type SelectOption = { value: string; label: string; description?: string | undefined };
/** Options under a heading, e.g. the floors of one property. */
export type SelectOptionGroup = { label: string; options: SelectOption[] };

type SelectFieldProps<T extends FieldValues> = {
  /** The form's `control` (whatever its schema turns the values into). */
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this field's concern
  form: Control<T, unknown, any>;
  name: Path<T>;
  /** What the FormField around it gives its control (id, aria-invalid, aria-describedby). */
  control: FieldControlProps;
  options: SelectOption[] | SelectOptionGroup[];
  placeholder?: string;
  disabled?: boolean;
  /** An option for no value (the field empty), first, with this label: 'No booking'. */
  none?: string;
};

/** Radix Select cannot hold an empty value: `none`'s option is this sentinel in the control only. */
const NONE = '__none__';

const isGrouped = (options: SelectOption[] | SelectOptionGroup[]): options is SelectOptionGroup[] =>
  options.length > 0 && 'options' in (options[0] as object);

/** A select bound to a form field (react-hook-form), with plain or grouped options. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  control,
  options,
  placeholder,
  disabled,
  none,
}: SelectFieldProps<T>) {
  const item = (option: SelectOption) => (
    <SelectItem key={option.value} value={option.value} description={option.description}>
      {option.label}
    </SelectItem>
  );
  return (
    <Controller
      control={form}
      name={name}
      render={({ field }) => (
        <Select
          value={none !== undefined && !field.value ? NONE : String(field.value ?? '')}
          onValueChange={(v) => field.onChange(none !== undefined && v === NONE ? '' : v)}
          disabled={disabled}
        >
          <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {none !== undefined && <SelectItem value={NONE}>{none}</SelectItem>}
            {isGrouped(options)
              ? options.map((group) => (
                  <SelectGroup key={group.label}>
                    <SelectLabel>{group.label}</SelectLabel>
                    {group.options.map(item)}
                  </SelectGroup>
                ))
              : options.map(item)}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/**
 * Label, select and message of one field of a form.
 *
 * <SelectFormField {...field('status')} label="Status" options={STATUS_OPTIONS} />
 */
export function SelectFormField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...select
}: BoundFieldProps<T> & Omit<SelectFieldProps<T>, 'form' | 'name' | 'control'>) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => <SelectField form={form} name={name} control={control} {...select} />}
    </BoundFormField>
  );
}

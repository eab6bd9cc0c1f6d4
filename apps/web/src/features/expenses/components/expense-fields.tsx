import type { Control, FieldValues, Path } from 'react-hook-form';
import { BoundFormField } from '@/components/ui/form-field';
import { SuggestInput } from '@/components/ui/input';
import { SelectFormField } from '@/components/ui/select-field';
import { usePropertyOptions } from '@/domain/branches/property-options';

/** Suggestions only: the category is free text. */
const CATEGORY_SUGGESTIONS = [
  'Electricity',
  'Water',
  'Groceries',
  'Gas',
  'Internet',
  'Maintenance',
  'Repairs',
  'Cleaning',
  'Salaries',
  'Rent',
  'Laundry',
  'Other',
];

type FieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this field's concern
  form: Control<T, unknown, any>;
  name: Path<T>;
};

/** An expense's category: free text with the usual ones suggested. */
export function CategoryField<T extends FieldValues>({
  form,
  name,
  register,
}: FieldProps<T> & { register: () => object }) {
  return (
    <BoundFormField form={form} name={name} label="Category">
      {(control) => (
        <SuggestInput
          suggestions={CATEGORY_SUGGESTIONS}
          placeholder="e.g. Electricity"
          {...control}
          {...register()}
        />
      )}
    </BoundFormField>
  );
}

/** The property an expense was spent on, or the whole branch. */
export function PropertyField<T extends FieldValues>({
  form,
  name,
  branchId,
  open,
  fixed = false,
}: FieldProps<T> & { branchId: string; open: boolean; fixed?: boolean }) {
  const properties = usePropertyOptions(branchId, open);
  return (
    <SelectFormField
      form={form}
      name={name}
      label="Property"
      none="Whole branch"
      options={properties.data ?? []}
      disabled={fixed}
      description={
        fixed
          ? 'The property stays as entered: void the expense and add it again to move it.'
          : properties.isError
            ? 'The properties could not be loaded; the expense is for the whole branch.'
            : 'The building it was spent on, for the expenses by property report.'
      }
    />
  );
}

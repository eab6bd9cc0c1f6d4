import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { type NotifyStyle, saveOutcome } from '@/features/inventory/notify';

type RecordFormOptions<V extends FieldValues, O> = {
  resolver: Resolver<V, unknown, O>;
  /** The values each opening starts from: the record's, or a blank one (memoised on what they come from). */
  values: V;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The fields the server's messages may name. */
  fields: readonly Path<V>[];
  notify: NotifyStyle;
};

/**
 * The form of an inventory level's add-or-edit dialog: it starts over at each opening, and
 * `saved` and `failed` say how a save ended (the style's toast and closing, or the server's
 * messages on the fields).
 */
export function useRecordForm<V extends FieldValues, O>({
  resolver,
  values,
  open,
  onOpenChange,
  fields,
  notify,
}: RecordFormOptions<V, O>) {
  const form = useForm<V, unknown, O>({ resolver, defaultValues: values as DefaultValues<V> });
  useEffect(() => {
    if (open) form.reset(values);
  }, [open, values, form]);
  return {
    form,
    errors: form.formState.errors,
    ...saveOutcome(form, fields, notify, () => onOpenChange(false)),
  };
}

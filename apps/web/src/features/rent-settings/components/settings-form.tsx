import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';

/** Every field name of a form's values, nested ones too ('steps', 'steps.1', 'steps.1.offset_days'). */
function pathsOf(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...pathsOf(value, path)];
  });
}

/**
 * The form of one settings card: its values from what the server holds (again each time that
 * changes), saved on its own with its toast; the server's refusals on their fields, or as the
 * form's message when they name none on it (a step of a list: steps.1.offset_days).
 */
export function useSettingsForm<TValues extends FieldValues, TOutput, TData>({
  schema,
  values,
  mutation,
  saved,
  failed,
}: {
  schema: z.ZodType<TOutput, TValues>;
  /** The form's values of the stored settings; undefined while they load. */
  values: TValues | undefined;
  mutation: UseMutationResult<TData, unknown, TOutput>;
  saved: string;
  failed: string;
}) {
  const form = useForm<TValues, unknown, TOutput>({
    // The resolver's types cannot follow a generic schema; the schema's own types are checked above.
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
    ...(values ? { defaultValues: values as DefaultValues<TValues> } : {}),
  });
  const stored = values ? JSON.stringify(values) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored values change, not on each render
  useEffect(() => {
    if (values) form.reset(values);
  }, [form, stored]);

  const onSubmit = form.handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => toast.success(saved),
      onError: (error) => {
        const fields = pathsOf(form.getValues()) as Path<TValues>[];
        if (!placeFieldErrors(form, error, fields)) toastFailure(failed, error, 'Please try again.');
      },
    });
  });
  return { form, onSubmit, pending: mutation.isPending };
}

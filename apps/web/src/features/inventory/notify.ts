import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * How an inventory screen reports an outcome (SPEC §8):
 * - 'page' (properties, floors, rooms and beds pages): a toast titled 'Success' or 'Error' with the text;
 * - 'panel' (the floor and room panels of the drill-down): the text itself.
 */
export type NotifyStyle = 'page' | 'panel';

const FALLBACK = 'Something went wrong. Please try again.';

export function notifySuccess(style: NotifyStyle, message: string) {
  if (style === 'page') toast.success('Success', { description: message });
  else toast.success(message);
}

/** The server's message (or a fallback when the server could not say) in the style's toast. */
export function notifyError(style: NotifyStyle, error: unknown) {
  const message = errorMessage(error, FALLBACK);
  if (style === 'page') toast.error('Error', { description: message });
  else toast.error(message);
}

/**
 * Puts the server's per-field messages (400 validation, 409 clash) on the form's fields; true when
 * at least one landed, so the caller does not also raise a toast.
 */
export function placeFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const name of fields) {
    const message = error.fields[name];
    if (message) {
      form.setError(name, { message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

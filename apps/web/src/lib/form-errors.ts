import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * How a form shows a failed save (DESIGN §7.4), step one: the server's per-field messages (400
 * validation, 409 clash) land on the form's fields, the first one focused. True when at least one
 * landed; otherwise the caller shows its toast (`toastFailure` or the page's own style).
 */
export function placeFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
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

/**
 * The spec's failure toast: its title ('Failed to add expense'), and under it the server's own
 * words, or `fallback` when the server could not say (no description when there is neither).
 */
export function toastFailure(title: string, error: unknown, fallback = '') {
  const description = errorMessage(error, fallback);
  toast.error(title, description ? { description } : undefined);
}

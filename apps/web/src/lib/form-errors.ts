import { type Control, type FieldValues, get, type Path, type UseFormSetError } from 'react-hook-form';
import { FORM_MESSAGE } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';

/** A form that can show the server's messages: its fields' errors, and which fields are on screen. */
export type ServerErrorForm<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this concern
  control: Control<T, any, any>;
};

/** Whether a field of the form is on screen now (registered and mounted), so its message can be read. */
function isShown<T extends FieldValues>(form: ServerErrorForm<T>, name: string): boolean {
  const field = get(form.control._fields, name) as { _f?: { mount?: boolean } } | undefined;
  return field?._f?.mount === true;
}

/**
 * How a form shows a failed save, step one: the server's per-field messages (400
 * validation, 409 clash) land on the form's fields, the first one focused. A message whose field
 * is not on the form (not in `fields`, or not shown now: Extend stay has no bed, yet the bed may
 * be booked) becomes the form's message, shown by FormMessage (FormDialog has one), so that no
 * refusal goes unread. True when the server tied the failure to fields and so the form shows it;
 * otherwise the caller shows its toast (`toastFailure` or the page's own style).
 */
export function placeFieldErrors<T extends FieldValues>(
  form: ServerErrorForm<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const messages = error.fields;
  let focused = false;
  const placed = new Set<string>();
  for (const name of fields) {
    const message = messages[name];
    if (message && isShown(form, name)) {
      form.setError(name, { message }, { shouldFocus: !focused });
      focused = true;
      placed.add(name);
    }
  }
  const left = [
    ...new Set(
      Object.entries(messages)
        .filter(([name, message]) => message && !placed.has(name))
        .map(([, message]) => message),
    ),
  ];
  if (left.length) form.setError(FORM_MESSAGE as Path<T>, { message: left.join(' ') });
  return placed.size > 0 || left.length > 0;
}

/**
 * The spec's failure toast: its title ('Failed to add expense'), and under it the server's own
 * words, or `fallback` when the server could not say (no description when there is neither).
 */
export function toastFailure(title: string, error: unknown, fallback = '') {
  const description = errorMessage(error, fallback);
  toast.error(title, description ? { description } : undefined);
}

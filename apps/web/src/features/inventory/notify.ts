import type { FieldValues, Path } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors, type ServerErrorForm } from '@/lib/form-errors';

/**
 * How an inventory screen reports an outcome:
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
 * What an inventory form dialog does with the server's answer: once saved, the style's toast and
 * close; refused, the server's field messages on the fields (or as the form's message when their
 * field is not on it), anything else in the style's toast.
 */
export function saveOutcome<T extends FieldValues>(
  form: ServerErrorForm<T>,
  fields: readonly Path<T>[],
  style: NotifyStyle,
  close: () => void,
) {
  return {
    saved: (message: string) => () => {
      notifySuccess(style, message);
      close();
    },
    failed: (error: unknown) => {
      if (!placeFieldErrors(form, error, fields)) notifyError(style, error);
    },
  };
}

/** A create's success: the save's toast and closing, then `then` with the record created. */
export const savedThen =
  <T>(saved: () => void, then: ((record: T) => void) | undefined) =>
  (record: T) => {
    saved();
    then?.(record);
  };

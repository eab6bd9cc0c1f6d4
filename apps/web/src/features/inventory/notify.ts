import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';

/**
 * How an inventory screen reports an outcome:
 * - 'page' (properties, floors, rooms and beds pages): a toast titled 'Success' or 'Error' with the text;
 * - 'panel' (the floor and room panels of the drill-down): the text itself.
 */
export type NotifyStyle = 'page' | 'panel';

const FALLBACK = 'Something went wrong. Please try again.';

/** The style's success toast: its title, or its title and the text under it (lib/dialog-form's `saved`). */
export const savedToast = (style: NotifyStyle, message: string) =>
  style === 'page' ? { title: 'Success', description: message } : message;

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

import { z } from 'zod';

/**
 * Money-writing POSTs (recording a payment, adding an expense, creating a booking) accept this
 * header. The first answer to a key is kept for 24 hours and given again, without a second write,
 * to a repeat of the same request: a retry after a dropped connection or a double click cannot
 * record twice. The web client sends one key per opened dialog.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer given again from a stored earlier answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  reused: 'This Idempotency-Key was used for a different request',
  inProgress: 'This request is already being processed',
} as const;

/** 1 to 255 printable ASCII characters (a UUID, typically). */
export const idempotencyKey = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, { message: IDEMPOTENCY_MESSAGES.invalid });

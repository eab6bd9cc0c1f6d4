// zod/mini: every page parses errors, the first ones included (see session.ts).
import { z } from 'zod/mini';

/** Every `error.code` the API answers with; the web branches on these, never on a message. */
const errorCodes = [
  'validation_failed',
  // A wrong email or password at sign-in (400): not a session's end, so not 'unauthorized'.
  'invalid_credentials',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  // The database cannot be reached (503).
  'unavailable',
  // A repeated Idempotency-Key: with another request (422), or while its first request runs (409).
  'idempotency_key_reused',
  'request_in_progress',
  // A write that looks like a slip (an amount far above what is due): sent again once the user confirms (409).
  'confirmation_required',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape every API failure answers with. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

import { IDEMPOTENCY_KEY_HEADER } from '@pg/contracts/idempotency';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from './api-client';
import { readDraft, updateDraft } from './form-draft';

/**
 * A fresh Idempotency-Key: a random UUID. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); a console opened over plain http on the local network builds the same
 * UUID from `crypto.getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request headers that carry `key`. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * True when a failed create needs a new key for its next attempt: the server answered and
 * refused the request (a 4xx), so nothing was written and the user will change something. A
 * network failure or a 5xx keeps the key, so trying again cannot write twice; so does "already
 * being processed", whose answer a retry with the same key will get.
 */
export function needsNewKey(error: unknown): boolean {
  return (
    isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'request_in_progress'
  );
}

/**
 * One Idempotency-Key per opened dialog (kept with its `draft` when it has one): a new one each
 * time `open` turns true, and after the
 * dialog's create succeeded or was refused (see `needsNewKey`). Every submit in between, a
 * double click or a retry after a lost connection, sends the same key, so the server writes once.
 */
export function useIdempotencyKey(open: boolean, draft?: string) {
  const key = useRef<string | null>(null);
  const use = useCallback(
    (next: string) => {
      key.current = next;
      // Kept with the dialog's draft (form-draft.ts): the same payment typed again after a reload
      // is still the same payment, whether or not the first try reached the server.
      if (draft) updateDraft(draft, { idempotencyKey: next });
      return next;
    },
    [draft],
  );
  useEffect(() => {
    if (open) use((draft && readDraft(draft)?.idempotencyKey) || newIdempotencyKey());
  }, [open, draft, use]);
  const current = useCallback(() => key.current ?? use(newIdempotencyKey()), [use]);
  const renew = useCallback(() => {
    use(newIdempotencyKey());
  }, [use]);
  const renewIfRefused = useCallback(
    (error: unknown) => {
      if (needsNewKey(error)) renew();
    },
    [renew],
  );
  return { current, renew, renewIfRefused };
}

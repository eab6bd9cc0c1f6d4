/**
 * Pure timing rules of the session (no timers, no I/O), so that they can be unit tested:
 * when to refresh the access token, and how long to wait between failed refresh attempts.
 */

/** Refresh this long before the access token expires. */
const REFRESH_LEAD_MS = 60_000;
/** First wait after a failed refresh; each further attempt waits twice as long (200, 400, 800, 1600 ms). */
const REFRESH_BACKOFF_BASE_MS = 200;
/** Attempts of one refresh (the first try included) before giving up. */
export const REFRESH_MAX_ATTEMPTS = 5;
/** Never schedule a refresh sooner than this, even for a token about to expire. */
const MIN_REFRESH_DELAY_MS = 1_000;
/** setTimeout's largest delay (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** Wait before retry number `attempt` (0 for the first retry): 200 ms doubling each time. */
export function backoffDelay(attempt: number): number {
  return REFRESH_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt);
}

/** Whether a failed attempt (0-based) may be followed by another one. */
export function canRetry(attempt: number): boolean {
  return attempt + 1 < REFRESH_MAX_ATTEMPTS;
}

/**
 * Milliseconds from `nowMs` until the token expiring at `expiresAt` (unix seconds) should be
 * refreshed: REFRESH_LEAD_MS before expiry, or half-way through a lifetime shorter than twice that.
 */
export function refreshDelay(expiresAt: number, nowMs: number): number {
  const remaining = expiresAt * 1000 - nowMs;
  const lead = Math.min(REFRESH_LEAD_MS, remaining / 2);
  return Math.min(MAX_TIMER_MS, Math.max(MIN_REFRESH_DELAY_MS, Math.floor(remaining - lead)));
}

/** Whether the token expiring at `expiresAt` (unix seconds) is due for a refresh at `nowMs`. */
export function isRefreshDue(expiresAt: number, nowMs: number): boolean {
  return expiresAt * 1000 - nowMs <= REFRESH_LEAD_MS;
}

/**
 * Whether a refresh that failed with this HTTP status is worth retrying: no answer (0), a timeout,
 * rate limiting or a server error. Anything else (401 above all) means the session is over.
 */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

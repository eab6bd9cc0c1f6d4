import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  canRetry,
  isRefreshDue,
  isTransientStatus,
  REFRESH_MAX_ATTEMPTS,
  refreshDelay,
} from '../src/lib/session-timing';

describe('backoffDelay', () => {
  it('starts at 200 ms and doubles per attempt', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([200, 400, 800, 1600, 3200]);
  });
});

describe('canRetry', () => {
  it('allows a handful of attempts, then stops', () => {
    const attempts = Array.from({ length: 10 }, (_, i) => i).filter(canRetry);
    expect(attempts.length).toBe(REFRESH_MAX_ATTEMPTS - 1);
    expect(canRetry(REFRESH_MAX_ATTEMPTS - 1)).toBe(false);
  });
});

describe('refreshDelay', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const inSeconds = (s: number) => now / 1000 + s;

  it('refreshes 60 s before expiry', () => {
    expect(refreshDelay(inSeconds(15 * 60), now)).toBe(14 * 60 * 1000);
  });

  it('refreshes half-way through a short lifetime', () => {
    expect(refreshDelay(inSeconds(90), now)).toBe(45_000);
  });

  it('never schedules in the past or immediately', () => {
    expect(refreshDelay(inSeconds(-30), now)).toBe(1_000);
    expect(refreshDelay(inSeconds(1), now)).toBe(1_000);
  });

  it('stays within what setTimeout accepts', () => {
    expect(refreshDelay(inSeconds(365 * 24 * 3600), now)).toBe(2_147_483_647);
  });
});

describe('isRefreshDue', () => {
  const now = 1_000_000_000_000;
  it('is due within the last minute of a token', () => {
    expect(isRefreshDue(now / 1000 + 59, now)).toBe(true);
    expect(isRefreshDue(now / 1000 - 5, now)).toBe(true);
    expect(isRefreshDue(now / 1000 + 600, now)).toBe(false);
  });
});

describe('isTransientStatus', () => {
  it('retries network failures, timeouts, rate limits and server errors', () => {
    for (const s of [0, 408, 429, 500, 502, 503]) expect(isTransientStatus(s)).toBe(true);
  });
  it('treats refusals as final', () => {
    for (const s of [400, 401, 403, 404]) expect(isTransientStatus(s)).toBe(false);
  });
});

/**
 * Counts accepted applications per client address over a sliding window, in this process. A slot
 * is reserved before the work starts and given back if the submission fails, so a mistyped branch
 * does not use up an applicant's allowance while concurrent requests cannot overshoot it.
 * (Attempts of any outcome are capped separately by @fastify/rate-limit.)
 */
export function createSubmissionLimiter(max: number, windowMs = 60 * 60 * 1000, maxKeys = 50_000) {
  const hits = new Map<string, number[]>();

  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => now - t < windowMs);

  function sweep(now = Date.now()) {
    for (const [key, stamps] of hits) {
      const kept = stamps.filter((t) => now - t < windowMs);
      if (kept.length) hits.set(key, kept);
      else hits.delete(key);
    }
    // Still too many addresses: forget the oldest entries rather than grow without bound.
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    /** A function that gives the slot back, or null when this address has reached the limit. */
    reserve(key: string): (() => void) | null {
      const now = Date.now();
      const stamps = recent(key, now);
      if (stamps.length >= max) {
        hits.set(key, stamps);
        return null;
      }
      stamps.push(now);
      hits.delete(key);
      hits.set(key, stamps);
      if (hits.size > maxKeys) sweep(now);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const list = hits.get(key);
        const i = list?.lastIndexOf(now) ?? -1;
        if (list && i >= 0) list.splice(i, 1);
      };
    },
    /** Seconds until this address may submit again (0 when it may now). */
    retryAfterSeconds(key: string): number {
      const now = Date.now();
      const stamps = recent(key, now);
      if (stamps.length < max) return 0;
      return Math.ceil((stamps[0]! + windowMs - now) / 1000);
    },
    sweep,
  };
}

export type SubmissionLimiter = ReturnType<typeof createSubmissionLimiter>;

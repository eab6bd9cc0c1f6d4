import type { Clock } from '../src/lib/clock.ts';

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date()) {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance(seconds: number) {
      ms += seconds * 1000;
    },
  } satisfies Clock & { advance(seconds: number): void };
}
export type TestClock = ReturnType<typeof testClock>;

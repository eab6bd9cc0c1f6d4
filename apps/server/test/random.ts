/** A small seeded generator, so that a failing case can be replayed. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const DAY = 86_400_000;
/** The calendar date of a UTC instant in ms. */
export const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A calendar date's midnight UTC in ms. */
export const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);

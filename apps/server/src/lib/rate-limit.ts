import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';

/**
 * Counters of fixed windows in PostgreSQL (`rate_limit_counters`), shared by every server on the
 * same database. Each count is one atomic `insert ... on conflict do update ... returning`, so
 * however many requests arrive at once, no two see the same count and none slips past a limit.
 */

/** The start of the fixed window (aligned on multiples of its length) that `now` falls in. */
export function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Seconds from `now` to the end of its window (at least 1). */
export function secondsLeft(now: Date, windowSeconds: number): number {
  const end = windowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/**
 * Takes one slot of `bucket` in the window that `now` falls in, unless `max` are already taken.
 * Answers whether the slot was taken; a refused request does not count.
 */
export async function takeSlot(
  db: Tx,
  bucket: string,
  max: number,
  windowSeconds: number,
  now: Date,
): Promise<boolean> {
  const start = windowStart(now, windowSeconds).toISOString();
  const rows = await query<{ count: number }>(
    db,
    sql`
    insert into rate_limit_counters as c (bucket, window_start, count)
    values (${bucket}, ${start}::timestamptz, 1)
    on conflict (bucket, window_start) do update set count = c.count + 1
      where c.count < ${max}
    returning c.count`,
  );
  return rows.length > 0 && rows[0]!.count <= max;
}

/** Gives back a slot taken in the window that `now` falls in (a request that did not count after all). */
export async function giveBackSlot(db: Tx, bucket: string, windowSeconds: number, now: Date) {
  const start = windowStart(now, windowSeconds).toISOString();
  await db.execute(sql`
    update rate_limit_counters set count = greatest(count - 1, 0)
    where bucket = ${bucket} and window_start = ${start}::timestamptz`);
}

/** Deletes the counters of windows that started more than `longestWindowSeconds` before `now`. */
export async function deleteEndedWindows(db: Tx, longestWindowSeconds: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - longestWindowSeconds * 1000).toISOString();
  const rows = await query<{ n: number }>(
    db,
    sql`with gone as (delete from rate_limit_counters where window_start < ${before}::timestamptz returning 1)
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

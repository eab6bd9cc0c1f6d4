import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';

/**
 * Leases in PostgreSQL (`leases`): of all the servers on one database, one at a time holds a
 * named lease, until it gives it back or it expires. Times are the injected clock's.
 */

/** How long a lease holds without being renewed: a dead server's lease is free again after this. */
export const LEASE_SECONDS = 5 * 60;

/** This server process among the others on the database (its lease holder name). */
export function newHolderId(): string {
  return `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

const at = (now: Date, seconds = 0) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * Takes the lease `name` for `holder` if it is free (given back or expired) and its `period` has
 * not been run yet, in one atomic upsert: of any number of servers asking at once, one wins.
 */
export async function takeLease(
  db: Tx,
  l: { name: string; holder: string; period: string; now: Date; seconds?: number },
): Promise<boolean> {
  const rows = await query<{ name: string }>(
    db,
    sql`insert into leases as l (name, holder, expires_at)
        values (${l.name}, ${l.holder}, ${at(l.now, l.seconds ?? LEASE_SECONDS)}::timestamptz)
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where l.expires_at <= ${at(l.now)}::timestamptz and l.last_period is distinct from ${l.period}
        returning l.name`,
  );
  return rows.length > 0;
}

/** Keeps a held lease alive; answers false when it was lost (expired and taken by another). */
export async function renewLease(
  db: Tx,
  l: { name: string; holder: string; now: Date; seconds?: number },
): Promise<boolean> {
  const rows = await query<{ name: string }>(
    db,
    sql`update leases set expires_at = ${at(l.now, l.seconds ?? LEASE_SECONDS)}::timestamptz
        where name = ${l.name} and holder = ${l.holder} returning name`,
  );
  return rows.length > 0;
}

/**
 * Gives a held lease back; with `period`, records that period as run, so no server runs it again.
 * A lease lost meanwhile is left to its new holder.
 */
export async function releaseLease(
  db: Tx,
  l: { name: string; holder: string; now: Date; period?: string },
): Promise<void> {
  const done = l.period !== undefined;
  await db.execute(sql`
    update leases set expires_at = ${at(l.now)}::timestamptz,
      last_period = case when ${done} then ${l.period ?? null} else last_period end,
      last_finished_at = case when ${done} then ${at(l.now)}::timestamptz else last_finished_at end
    where name = ${l.name} and holder = ${l.holder}`);
}

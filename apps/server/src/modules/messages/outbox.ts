import { MESSAGE_MAX_ATTEMPTS, type MessageChannel, type MessageKind } from '@pg/contracts/messages';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema/messages.ts';
import { countingPayments, paidAmount } from '../ledger/index.ts';

/**
 * The outbox (table `outbox`, docs/messages.md): every message is a row before it is sent. Its
 * `dedupe_key` is unique, so queuing one twice, on any server, adds nothing. Sending claims due
 * rows with FOR UPDATE SKIP LOCKED, marking them 'sending' under a lease; the result is written
 * after the provider answers. Times are the injected clock's.
 */

/** How long a claimed row is a server's: one left 'sending' longer (its server died) is due again. */
export const SENDING_LEASE_SECONDS = 5 * 60;

/** The wait before the next try after `attempts` tries: 2, 4, 8, 16 minutes... at most 6 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** attempts, 6 * 60 * 60);

export type NewMessage = {
  branchId: string;
  tenantId: string;
  kind: MessageKind;
  channel: MessageChannel;
  dedupeKey: string;
  recipient: string;
  subject: string | null;
  body: string;
  payload?: Record<string, string> | null;
  month?: string | null;
  dueDate?: string | null;
  stepOffset?: number | null;
  paymentId?: string | null;
};

/** Queues messages, due at `now`; one whose key is already queued (or sent) is left out. Answers how many were added. */
export async function enqueue(db: Tx, messages: NewMessage[], now: Date): Promise<number> {
  if (!messages.length) return 0;
  const added = await db
    .insert(outbox)
    .values(messages.map((m) => ({ ...m, status: 'queued', nextAttemptAt: now.toISOString() })))
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return added.length;
}

const at = (now: Date, seconds = 0) =>
  sql`${new Date(now.getTime() + seconds * 1000).toISOString()}::timestamptz`;

/** The time of day in India at `now`, 'HH:MM'. */
const indiaTime = (now: Date) => sql`to_char(${at(now)} at time zone 'Asia/Kolkata', 'HH24:MI')`;

/** A reminder row (alias o) whose branch is in its quiet hours at `now` (start to end, over midnight when start > end). */
export const inQuietHours = (now: Date, o = sql.raw('o')) => sql`exists (
  select 1 from reminder_schedules s where s.branch_id = ${o}.branch_id and s.quiet_start <> s.quiet_end
    and case when s.quiet_start < s.quiet_end
      then ${indiaTime(now)} >= s.quiet_start and ${indiaTime(now)} < s.quiet_end
      else ${indiaTime(now)} >= s.quiet_start or ${indiaTime(now)} < s.quiet_end end)`;

/**
 * The month a reminder (tenant `tenant`, due `dueDate`) is about has been paid: the payments that
 * count cover the tenant's dues up to its due date, oldest first, as the Dues page counts them.
 */
export const monthPaid = (tenant: SQL, dueDate: SQL) => sql`(
  (select coalesce(sum(${paidAmount}), 0) from payments where tenant_id = ${tenant} and ${countingPayments})
  >= (select coalesce(sum(d.amount), 0) from tenant_dues(${dueDate}) d
      where d.tenant_id = ${tenant} and d.due_date <= ${dueDate}))`;

export type Claimed = {
  id: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  payload: Record<string, string> | null;
  attempts: number;
};

/**
 * Claims up to `limit` due messages for this server: queued ones whose time has come, and ones
 * left 'sending' past their lease; a reminder waits while its branch is in quiet hours. Reminders
 * whose month was paid meanwhile are cancelled first, never sent.
 */
export async function claimDue(db: Tx, now: Date, limit: number): Promise<Claimed[]> {
  const due = sql`((o.status = 'queued' and o.next_attempt_at <= ${at(now)})
    or (o.status = 'sending' and o.lease_until <= ${at(now)}))`;
  await db.execute(sql`
    update outbox o set status = 'cancelled', lease_until = null,
      last_error = 'The month was paid before the reminder was sent'
    where o.kind = 'reminder' and ${due} and ${monthPaid(sql`o.tenant_id`, sql`o.due_date`)}`);
  return query<Claimed>(
    db,
    sql`update outbox c set status = 'sending', attempts = c.attempts + 1,
          lease_until = ${at(now, SENDING_LEASE_SECONDS)}
        where c.id in (
          select o.id from outbox o
          where ${due} and not (o.kind = 'reminder' and ${inQuietHours(now)})
          order by o.next_attempt_at, o.id limit ${limit}
          for update skip locked)
        returning c.id, c.channel, c.recipient, c.subject, c.body, c.payload, c.attempts`,
  );
}

/** The provider took the message. */
export async function markSent(db: Tx, id: string, providerId: string | null, now: Date) {
  await db.execute(sql`update outbox set status = 'sent', sent_at = ${at(now)}, provider_message_id = ${providerId},
    lease_until = null, last_error = null where id = ${id} and status = 'sending'`);
}

/**
 * The provider refused, or could not be reached: tried again after retryDelaySeconds, unless the
 * refusal is for good or this was the last attempt, then failed with the provider's reason.
 */
export async function markRefused(db: Tx, m: Claimed, reason: string, permanent: boolean, now: Date) {
  const last = permanent || m.attempts >= MESSAGE_MAX_ATTEMPTS;
  await db.execute(sql`update outbox set status = ${last ? 'failed' : 'queued'}, last_error = ${reason.slice(0, 1000)},
    next_attempt_at = ${at(now, last ? 0 : retryDelaySeconds(m.attempts))}, lease_until = null
    where id = ${m.id} and status = 'sending'`);
  return last ? 'failed' : 'retrying';
}

import {
  DEFAULT_REMINDER_SCHEDULE,
  type Message,
  type MessagesQuery,
  type ReminderSchedule,
  type ReminderScheduleValues,
} from '@pg/contracts/messages';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';

/** A branch's reminder schedule; the default (off) when it has none yet. */
export async function getSchedule(db: Tx, branchId: string): Promise<ReminderSchedule> {
  const [row] = await query<ReminderSchedule>(
    db,
    sql`select branch_id, enabled, steps, quiet_start, quiet_end, enabled_from::text as enabled_from,
          updated_at from reminder_schedules where branch_id = ${branchId}`,
  );
  if (!row)
    return { branch_id: branchId, ...DEFAULT_REMINDER_SCHEDULE, enabled_from: null, updated_at: null };
  return { ...row, updated_at: row.updated_at && new Date(row.updated_at).toISOString() };
}

/**
 * Sets a branch's schedule (audited). Turned on, it counts from `today`: a step dated before is
 * not sent; turned on again later, from that day.
 */
export async function setSchedule(
  db: Tx,
  branchId: string,
  values: ReminderScheduleValues,
  actor: AuditActor,
  today: string,
) {
  return db.transaction(async (tx) => {
    const before = await getSchedule(tx, branchId);
    const enabledFrom = values.enabled ? (before.enabled ? before.enabled_from : today) : null;
    await tx.execute(sql`
      insert into reminder_schedules (branch_id, enabled, steps, quiet_start, quiet_end, enabled_from, updated_by)
      values (${branchId}, ${values.enabled}, ${JSON.stringify(values.steps)}::jsonb, ${values.quiet_start},
        ${values.quiet_end}, ${enabledFrom}::date, ${actor?.id ?? null})
      on conflict (branch_id) do update set enabled = excluded.enabled, steps = excluded.steps,
        quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
        enabled_from = excluded.enabled_from, updated_at = now(), updated_by = excluded.updated_by`);
    const after = await getSchedule(tx, branchId);
    await writeAudit(tx, {
      actor,
      action: before.updated_at ? 'reminder_schedule.update' : 'reminder_schedule.create',
      entity: 'reminder_schedule',
      entityId: branchId,
      before: before.updated_at ? before : null,
      after,
    });
    return after;
  });
}

const messageColumns = sql`o.id, o.branch_id, o.tenant_id, t.name as tenant_name, o.kind, o.channel, o.recipient,
  o.step_offset, o.month::text as month, o.subject, o.body, o.status, o.attempts, o.last_error,
  o.provider_message_id, o.next_attempt_at, o.created_at, o.sent_at`;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
const toMessage = (m: Message): Message => ({
  ...m,
  next_attempt_at: iso(m.next_attempt_at)!,
  created_at: iso(m.created_at)!,
  sent_at: iso(m.sent_at),
});

/** A branch's messages, newest first, by status and tenant (search: the tenant's name or the recipient). */
export async function listMessages(db: Tx, branchId: string, q: MessagesQuery) {
  const where: SQL[] = [sql`o.branch_id = ${branchId}`];
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.tenant_id) where.push(sql`o.tenant_id = ${q.tenant_id}`);
  if (q.q) where.push(sql`(t.name ilike ${`%${q.q}%`} or o.recipient ilike ${`%${q.q}%`})`);
  const filter = sql.join(where, sql` and `);
  const items = await query<Message>(
    db,
    sql`select ${messageColumns} from outbox o left join tenants t on t.id = o.tenant_id
        where ${filter} order by o.created_at desc, o.id limit ${q.limit} offset ${q.offset}`,
  );
  const [count] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from outbox o left join tenants t on t.id = o.tenant_id where ${filter}`,
  );
  return { items: items.map(toMessage), total: count?.n ?? 0 };
}

export async function getMessage(db: Tx, id: string) {
  const [row] = await query<Message>(
    db,
    sql`select ${messageColumns} from outbox o left join tenants t on t.id = o.tenant_id where o.id = ${id}`,
  );
  return row ? toMessage(row) : null;
}

/**
 * Sends a failed message again at the next delivery (audited): queued now, its attempts counted
 * from zero. Null when there is no such message; a message that has not failed is left as it is.
 */
export async function retryMessage(db: Tx, id: string, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await query<{ id: string }>(
      tx,
      sql`update outbox set status = 'queued', attempts = 0, next_attempt_at = ${now.toISOString()}::timestamptz
          where id = ${id} and status = 'failed' returning id`,
    );
    const after = await getMessage(tx, id);
    if (row && after) {
      await writeAudit(tx, {
        actor,
        action: 'message.retry',
        entity: 'message',
        entityId: id,
        after: { status: after.status, channel: after.channel, kind: after.kind, tenant_id: after.tenant_id },
      });
    }
    return after;
  });
}

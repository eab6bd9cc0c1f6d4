import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '@pg/contracts/messages';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, isOneOf, timestampTz } from './columns.ts';
import { branchColumn, branches } from './inventory.ts';
import { tenantColumn } from './operations.ts';

/**
 * A branch's reminder schedule: the steps (days from a month's due day, each with its message or
 * null for the branch's reminder message), quiet hours in India time ('HH:MM', start to end, over
 * midnight when start > end; none when equal), and whether it is on. Steps dated before
 * `enabled_from` are never sent, so turning reminders on does not remind of the past.
 */
export const reminderSchedules = pgTable('reminder_schedules', {
  branchId: uuid('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  steps: jsonb('steps').$type<{ offset_days: number; template: string | null }[]>().notNull(),
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  enabledFrom: date('enabled_from'),
  updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
  updatedBy: actorColumn('updated_by'),
});

/**
 * Every e-mail and WhatsApp message the server sends, written before it is sent (lib docs:
 * docs/messages.md). `dedupe_key` is unique: a reminder's is its tenant, month, step and channel,
 * a receipt's its payment and channel, so no server on the database can queue one twice. A server
 * claims due rows (FOR UPDATE SKIP LOCKED) by setting them 'sending' with `lease_until`; a row
 * whose server died mid-send is due again once its lease has passed.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('cascade'),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique('outbox_dedupe_key_key'),
    /** An e-mail address, or a WhatsApp number in international form without '+' (919876543210). */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What the WhatsApp template's parameters are, when the server sends templates. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    /** A reminder's month (its first day) and due date, checked again before it is sent. */
    month: date('month'),
    dueDate: date('due_date'),
    stepOffset: integer('step_offset'),
    paymentId: uuid('payment_id'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    leaseUntil: timestampTz('lease_until'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('outbox_branch_idx').on(t.branchId, t.createdAt),
    index('outbox_tenant_idx').on(t.tenantId, t.createdAt),
    check('outbox_kind_check', isOneOf(t.kind, MESSAGE_KINDS)),
    check('outbox_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('outbox_status_check', isOneOf(t.status, MESSAGE_STATUSES)),
  ],
);

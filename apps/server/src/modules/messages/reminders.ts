import { DEFAULT_REMINDER_TEMPLATE, fillReminderTemplate, rentUpiLink } from '@pg/contracts/collecting';
import { toDisplayDate } from '@pg/contracts/dates';
import type { MessageChannel } from '@pg/contracts/messages';
import { formatRupees } from '@pg/contracts/numbers';
import { normalizeIndianMobile } from '@pg/contracts/tenants';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { countingPayments, paidAmount } from '../ledger/index.ts';
import { enqueue, type NewMessage } from './outbox.ts';

/**
 * A step missed (no server up on its day) is still queued this many days late; of the steps of
 * one month falling in that window, only the latest is, so a tenant never gets two at once.
 */
export const CATCH_UP_DAYS = 2;

type DueReminder = {
  branch_id: string;
  tenant_id: string;
  month: string;
  due_date: string;
  offset_days: number;
  template: string | null;
  amount: number;
  name: string;
  phone: string | null;
  email: string | null;
  branch_name: string;
  upi_id: string | null;
  payee_name: string | null;
  reminder_template: string | null;
};

/**
 * The reminders due on `today` (India): for each branch whose schedule is on, each month a tenant
 * owes rent for (its first due date, from rent_instalments, up to 31 days ahead for the steps
 * before the due day), the latest step dated within CATCH_UP_DAYS up to today and not before the
 * schedule was turned on, while the month is not paid (as outbox.ts monthPaid counts it). The amount is what is open up
 * to that month.
 */
function dueReminders(db: Tx, today: string) {
  return query<DueReminder>(
    db,
    sql`with sc as (
          select s.branch_id, s.enabled_from, st.offset_days, st.template
          from reminder_schedules s
          cross join lateral jsonb_to_recordset(s.steps) as st(offset_days int, template text)
          where s.enabled
        ), inst as (
          select ri.branch_id, ri.tenant_id, date_trunc('month', ri.due_date::timestamp)::date as month,
            min(ri.due_date) as due_date
          from rent_instalments(${today}::date + 31) ri
          where ri.amount > 0 and ri.branch_id in (select branch_id from sc)
          group by 1, 2, 3
        ), due as (
          select distinct on (i.tenant_id, i.month) i.*, sc.offset_days, sc.template
          from inst i join sc on sc.branch_id = i.branch_id
          where i.due_date + sc.offset_days between ${today}::date - ${CATCH_UP_DAYS}::int and ${today}::date
            and i.due_date + sc.offset_days >= coalesce(sc.enabled_from, ${today}::date)
          order by i.tenant_id, i.month, sc.offset_days desc
        )
        select due.branch_id, due.tenant_id, due.month::text as month, due.due_date::text as due_date,
          due.offset_days, due.template, (o.owed - p.paid)::float8 as amount,
          t.name, t.phone, t.email, b.name as branch_name, b.upi_id, b.payee_name, b.reminder_template
        from due
        cross join lateral (
          select coalesce(sum(d.amount), 0) as owed from tenant_dues(due.due_date) d
          where d.tenant_id = due.tenant_id and d.due_date <= due.due_date) o
        cross join lateral (
          select coalesce(sum(${paidAmount}), 0) as paid from payments
          where tenant_id = due.tenant_id and ${countingPayments}) p
        join tenants t on t.id = due.tenant_id
        join branches b on b.id = due.branch_id
        where o.owed > p.paid`,
  );
}

/** The https address of a tenant's payment page (amount, QR code, UPI button), when the console has a public address. */
export type PayAddress = (tenantId: string) => string;

/**
 * A reminder's message: the step's template, else the branch's, else the default; filled as the
 * Dues page fills it, but for {upi_link}: the tenant's payment page when `payAddress` is given (an
 * https link opens from any message; a `upi://` one is plain text in WhatsApp and most mail).
 */
export function reminderText(r: DueReminder, payAddress?: PayAddress) {
  const upi = rentUpiLink(
    { upi_id: r.upi_id, payee_name: r.payee_name, name: r.branch_name },
    r.amount,
    r.name,
  );
  const values = {
    tenant: r.name,
    amount: formatRupees(r.amount),
    due_date: toDisplayDate(r.due_date),
    branch: r.branch_name,
  };
  return {
    subject: `Rent reminder from ${r.branch_name}: ${values.amount} due on ${values.due_date}`,
    body: fillReminderTemplate(r.template ?? r.reminder_template ?? DEFAULT_REMINDER_TEMPLATE, {
      ...values,
      upi_link: upi && payAddress ? payAddress(r.tenant_id) : (upi ?? ''),
      months: '',
    }),
    payload: values,
  };
}

/**
 * Queues the reminders due on `today` on each channel the server has and the tenant can be reached
 * by (an e-mail address; an Indian mobile for WhatsApp), one per tenant, month, step and channel
 * whatever runs it how often. Answers how many were added.
 */
export async function enqueueReminders(
  db: Tx,
  channels: Partial<Record<MessageChannel, unknown>>,
  today: string,
  now: Date,
  payAddress?: PayAddress,
): Promise<number> {
  if (!channels.email && !channels.whatsapp) return 0;
  const due = await dueReminders(db, today);
  const messages: NewMessage[] = [];
  for (const r of due) {
    const { subject, body, payload } = reminderText(r, payAddress);
    const mobile = r.phone ? normalizeIndianMobile(r.phone) : null;
    const recipients: [MessageChannel, string | null][] = [
      ['email', channels.email ? r.email : null],
      ['whatsapp', channels.whatsapp && mobile ? mobile.slice(1) : null],
    ];
    for (const [channel, recipient] of recipients) {
      if (!recipient) continue;
      messages.push({
        branchId: r.branch_id,
        tenantId: r.tenant_id,
        kind: 'reminder',
        channel,
        dedupeKey: `reminder:${r.tenant_id}:${r.month}:${r.offset_days}:${channel}`,
        recipient,
        subject: channel === 'email' ? subject : null,
        body,
        payload: channel === 'whatsapp' ? payload : null,
        month: r.month,
        dueDate: r.due_date,
        stepOffset: r.offset_days,
      });
    }
  }
  let added = 0;
  for (let i = 0; i < messages.length; i += 500) added += await enqueue(db, messages.slice(i, i + 500), now);
  return added;
}

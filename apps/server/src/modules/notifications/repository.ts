import { todayIso } from '@pg/contracts/common';
import {
  NOTIFICATION_KIND_PERMISSION,
  NOTIFICATION_KINDS,
  type NotificationItem,
  type NotificationKind,
} from '@pg/contracts/notifications';
import { formatRupees } from '@pg/contracts/numbers';
import {
  PAID_OUT_PURPOSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COMPLETED,
  type PaymentMethod,
} from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { query, type Tx } from '../../db/client.ts';
import { sqlText } from '../../db/schema/columns.ts';
import { purposeIn } from '../../lib/statuses.ts';
import { complianceCondition } from '../tenant-records/index.ts';
import { addNotifications, searchLink } from './add-notifications.ts';
import { refreshRentDue, refreshStayEnds } from './due-dates.ts';

/*
 * Notifications of a branch. Applications notify as they are submitted; payments and rent that
 * falls due are picked up by an idempotent refresh run when a branch's notifications are read, so
 * the payments and bookings modules need not know about notifications. The dedupe key (unique per
 * branch) makes every event notify once, whichever server or request sees it first.
 */

/**
 * Money corrected: a payment, charge or expense voided or edited. The branch's admins hear in the
 * bell who did it, to what, and why, in the correction's own transaction. A void notifies once; each
 * edit notifies.
 */
export async function notifyCorrection(
  db: Tx,
  c: {
    branchId: string;
    /** 'Payment voided', 'Expense edited'... */
    title: string;
    /** The record and the change: '₹800.00 from Asha Rao (Cash, 01/11/2026)'. */
    what: string;
    actor: { email: string } | null;
    reason?: string | null;
    link: string;
    /** The record's id for a void; none for an edit, which may come again. */
    voidOf?: string;
  },
) {
  const by = c.actor ? c.actor.email : 'the system';
  await addNotifications(db, [
    {
      branchId: c.branchId,
      kind: 'correction',
      title: c.title,
      body: `${c.what}, by ${by}${c.reason ? `. Reason: ${c.reason}` : ''}`,
      link: c.link,
      dedupeKey: c.voidOf ? `void:${c.voidOf}` : `edit:${crypto.randomUUID()}`,
    },
  ]);
}

/**
 * Money of the last week that has not been notified yet: payments received ('Payment received')
 * and refunds paid to a tenant ('Refund paid'). A deposit applied to dues moves no money and is not
 * notified.
 */
async function refreshPayments(db: Tx, branchId: string) {
  const rows = await query<{
    id: string;
    amount: string | number;
    method: string;
    created_at: string | Date;
    tenant_name: string;
    refund: boolean;
  }>(
    db,
    sql`
    select p.id, p.amount, p.method, p.created_at, t.name as tenant_name, ${purposeIn(PAID_OUT_PURPOSES, 'p')} as refund
    from payments p join tenants t on t.id = p.tenant_id
    where p.branch_id = ${branchId}
      and p.date >= ${todayIso(new Date(Date.now() - 7 * 24 * 3600 * 1000))}
      and p.created_at > now() - interval '7 days'
      and p.status = ${sqlText(PAYMENT_STATUS_COMPLETED)}
      and ${purposeIn(['rent', 'deposit', 'refund', 'rent_refund'], 'p')}
      and not exists (select 1 from notifications n
        where n.branch_id = p.branch_id
          and n.dedupe_key = case when ${purposeIn(PAID_OUT_PURPOSES, 'p')} then 'refund:' else 'payment:' end || p.id::text)
    order by p.created_at desc
    limit 200`,
  );
  const method = (m: string) => PAYMENT_METHOD_LABELS[m as PaymentMethod] ?? m;
  await addNotifications(
    db,
    rows.map((p) => ({
      branchId,
      kind: 'payment',
      title: p.refund ? 'Refund paid' : 'Payment received',
      body: p.refund
        ? `${formatRupees(Number(p.amount))} to ${p.tenant_name} by ${method(p.method)}`
        : `${formatRupees(Number(p.amount))} from ${p.tenant_name} by ${method(p.method)}`,
      link: searchLink('/payments', p.tenant_name),
      dedupeKey: `${p.refund ? 'refund' : 'payment'}:${p.id}`,
      createdAt: new Date(p.created_at).toISOString(),
    })),
  );
}

/** Checked-in foreign nationals whose Form C is overdue (see complianceCondition): once per tenant. */
async function refreshFormC(db: Tx, branchId: string) {
  const rows = await query<{ id: string; name: string }>(
    db,
    sql`select id, name from tenants
    where branch_id = ${branchId} and left_at is null and ${complianceCondition('form_c_due', todayIso())}
      and not exists (select 1 from notifications n
        where n.branch_id = tenants.branch_id and n.dedupe_key = 'form_c:' || tenants.id::text)
    limit 200`,
  );
  await addNotifications(
    db,
    rows.map((t) => ({
      branchId,
      kind: 'form_c',
      title: 'Form C overdue',
      body: `${t.name} is a foreign national checked in more than 24 hours ago; Form C is not marked as filed`,
      link: `/tenants/${t.id}`,
      dedupeKey: `form_c:${t.id}`,
    })),
  );
}

/** Rent-due checks scan a branch's checked-in bookings; once every few minutes per branch is plenty. */
const RENT_DUE_EVERY_MS = 5 * 60 * 1000;
const lastRentDueCheck = new Map<string, number>();

async function refreshNotifications(db: Tx, branchId: string, kinds: ReadonlySet<NotificationKind>) {
  if (kinds.has('payment')) await refreshPayments(db, branchId);
  if (kinds.has('rent_due') || kinds.has('stay_ends') || kinds.has('form_c')) {
    const now = Date.now();
    const last = lastRentDueCheck.get(branchId) ?? 0;
    if (now - last >= RENT_DUE_EVERY_MS) {
      lastRentDueCheck.set(branchId, now);
      if (lastRentDueCheck.size > 10_000) lastRentDueCheck.clear();
      if (kinds.has('rent_due')) await refreshRentDue(db, branchId);
      if (kinds.has('stay_ends')) await refreshStayEnds(db, branchId);
      if (kinds.has('form_c')) await refreshFormC(db, branchId);
    }
  }
}

/** Forgets when rent was last checked (tests, and after a booking changes in this process). */
export const resetRentDueChecks = () => lastRentDueCheck.clear();

/** The branch's latest notifications of the given kinds for a user, and how many are unread (at most 100). */
async function listNotifications(
  db: Tx,
  branchId: string,
  userId: string,
  kinds: NotificationKind[],
  limit: number,
): Promise<{ items: NotificationItem[]; unread: number }> {
  if (kinds.length === 0) return { items: [], unread: 0 };
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const readUpTo = sql`coalesce((select read_up_to from notification_reads
    where user_id = ${userId} and branch_id = ${branchId}), '-infinity'::timestamptz)`;
  const [items, [count]] = await Promise.all([
    query<Omit<NotificationItem, 'created_at'> & { created_at: string | Date }>(
      db,
      sql`
      select n.id, n.kind, n.title, n.body, n.link, n.created_at, n.created_at <= ${readUpTo} as read
      from notifications n
      where n.branch_id = ${branchId} and n.kind in (${kindList})
      order by n.created_at desc, n.id desc
      limit ${limit}`,
    ),
    query<{ unread: number }>(
      db,
      sql`
      select count(*)::int as unread from (
        select 1 from notifications n
        where n.branch_id = ${branchId} and n.kind in (${kindList}) and n.created_at > ${readUpTo}
        limit 100) u`,
    ),
  ]);
  return {
    items: items.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() })),
    unread: Number(count?.unread ?? 0),
  };
}

/**
 * The header's bell: the branch's notifications the user may open (those whose records they may
 * see), refreshed first, with how many are unread.
 */
export async function notificationsFor(db: Tx, branchId: string, user: Principal, limit: number) {
  const kinds = NOTIFICATION_KINDS.filter((k) =>
    NOTIFICATION_KIND_PERMISSION[k] === 'admin'
      ? user.isAdmin
      : user.permissions.has(NOTIFICATION_KIND_PERMISSION[k]),
  );
  await refreshNotifications(db, branchId, new Set(kinds));
  return listNotifications(db, branchId, user.id, kinds, limit);
}

/**
 * Marks everything up to `upTo` (the newest notification the user was shown; now when absent, and
 * never later than now) as read for this user in this branch. Events that arrive afterwards stay
 * unread even when they happened a moment earlier.
 */
export async function markAllRead(db: Tx, branchId: string, userId: string, upTo?: string) {
  // Timestamps travel with milliseconds while the database keeps microseconds: the shown
  // notification's own instant lies within the next 999 µs.
  const instant = upTo ? sql`least(${upTo}::timestamptz + interval '999 microseconds', now())` : sql`now()`;
  await db.execute(sql`
    insert into notification_reads (user_id, branch_id, read_up_to)
    values (${userId}, ${branchId}, ${instant})
    on conflict (user_id, branch_id)
      do update set read_up_to = greatest(notification_reads.read_up_to, excluded.read_up_to)`);
}

import type { StatementQuery } from '@pg/contracts/dues';
import { PAID_OUT_PURPOSES } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { billedBooking, purpose, purposeIn } from '../../lib/statuses.ts';
import { tenantBalance } from './repository.ts';
import { counting, heldAmount, holdingPayments, paid } from './rules.ts';

/**
 * A tenant's statement on `today`, read as a ledger: every dated line (rent instalments, charges
 * with late fees and electricity, the deposit due on each booking's start, payments, deposits
 * received, refunds and the deposit applied to dues), with the running balance of rent and
 * charges worked out by the database (a window sum in numeric); voided lines stay and move
 * nothing. With `from`, the lines before it are summed into the opening balance; with `to`, the
 * lines after it are left out; the running balance goes on from the opening one. Null when there
 * is no such tenant.
 */
export async function tenantStatement(db: Tx, tenantId: string, today: string, range: StatementQuery = {}) {
  const [head] = await query<{
    id: string;
    name: string;
    phone: string;
    branch_name: string;
    branch_code: string;
    branch_id: string;
    branch_address: string | null;
    reminded_days_ago: number | null;
    deposit: Record<string, string>;
  }>(
    db,
    sql`select t.id, t.name, t.phone, b.name as branch_name, b.code as branch_code,
          b.id as branch_id, b.address as branch_address,
          ${today}::date - (select (max(sent_at) at time zone 'Asia/Kolkata')::date
                            from tenant_reminders where tenant_id = t.id) as reminded_days_ago,
          json_build_object(
            'due', (select coalesce(sum(deposit), 0) from bookings
                    where tenant_id = t.id and deposit is not null and start_date <= ${today}::date
                      and ${billedBooking()}),
            'received', p.received, 'refunded', p.refunded,
            'held', p.held) as deposit
        from tenants t join branches b on b.id = t.branch_id
        cross join lateral (
          select coalesce(sum(amount) filter (where purpose = ${purpose('deposit')}), 0) as received,
            coalesce(sum(amount) filter (where purpose = ${purpose('refund')}), 0) as refunded,
            coalesce(sum(${heldAmount}), 0) as held
          from payments where tenant_id = t.id and ${holdingPayments}
        ) p
        where t.id = ${tenantId}`,
  );
  if (!head) return null;
  const lines = await query<
    Record<string, unknown> & {
      debit: string | null;
      credit: string | null;
      balance: string;
      before: boolean;
    }
  >(
    db,
    sql`with l as (
          select rs.booking_id as id, rs.due_date as date, 'rent' as kind, 0 as ord, bk.created_at,
            rm.room_number, bd.bed_number, rs.days, null::text as category, null::text as note,
            null::text as receipt_number, null::text as method, rs.amount as debit, null::numeric as credit,
            rs.amount as delta, null::text as status, null::timestamptz as voided_at, null::text as void_reason
          from rent_instalments(${today}::date) rs join bookings bk on bk.id = rs.booking_id
          join beds bd on bd.id = bk.bed_id join rooms rm on rm.id = bd.room_id
          where rs.tenant_id = ${tenantId}
          union all
          select c.id, c.date, 'charge', 1, c.created_at, null, null, null, c.category, c.description,
            null, null, c.amount, null, case when c.voided_at is null then c.amount else 0 end,
            null, c.voided_at, c.void_reason
          from charges c where c.tenant_id = ${tenantId}
          union all
          select bk.id, bk.start_date, 'deposit', 2, bk.created_at, rm.room_number, bd.bed_number, null,
            null, null, null, null, bk.deposit, null, 0, null, null, null
          from bookings bk join beds bd on bd.id = bk.bed_id join rooms rm on rm.id = bd.room_id
          where bk.tenant_id = ${tenantId} and bk.deposit is not null and ${billedBooking('bk')}
          union all
          select p.id, p.date,
            case p.purpose when ${purpose('rent')} then 'payment' when ${purpose('deposit')} then 'deposit_payment'
              else p.purpose end,
            3, p.created_at, rm.room_number, bd.bed_number, null, null, p.note, p.receipt_no, p.method,
            case when ${purposeIn(PAID_OUT_PURPOSES, 'p')} then p.amount end,
            case when not ${purposeIn(PAID_OUT_PURPOSES, 'p')} then p.amount end,
            case when ${counting('p')} then -${paid('p')} else 0 end,
            p.status, p.voided_at, p.void_reason
          from payments p left join bookings bk on bk.id = p.booking_id
          left join beds bd on bd.id = bk.bed_id left join rooms rm on rm.id = bd.room_id
          where p.tenant_id = ${tenantId}
        ), r as (
          select *, sum(delta) over (order by date, ord, created_at, id rows unbounded preceding) as running
          from l
        )
        select id, date::text as date, kind, room_number, bed_number, days, category, note,
          receipt_number, method, debit::text as debit, credit::text as credit, running::text as balance,
          status, voided_at is not null as voided, void_reason,
          (kind in ('rent', 'charge', 'deposit') and date > ${today}::date) as upcoming,
          ${range.from ? sql`date < ${range.from}::date` : sql`false`} as before
        from r
        where ${range.to ? sql`date <= ${range.to}::date` : sql`true`}
        order by date, ord, created_at, id`,
  );
  const money = (v: string | null) => (v === null ? null : Number(v));
  const balance = await tenantBalance(db, tenantId, today);
  const d = head.deposit;
  const shown = lines.filter((l) => !l.before);
  const opening = lines.filter((l) => l.before).at(-1);
  return {
    tenant: {
      id: head.id,
      name: head.name,
      phone: head.phone,
      branch_name: head.branch_name,
      branch_id: head.branch_id,
      branch_code: head.branch_code,
      branch_address: head.branch_address,
    },
    as_of: today,
    from: range.from ?? null,
    to: range.to ?? null,
    opening_balance: range.from ? Number(opening?.balance ?? 0) : null,
    oldest_due_date: balance.oldest_due_date,
    reminded_days_ago: head.reminded_days_ago,
    lines: shown.map(({ before: _, ...l }) => ({
      ...l,
      debit: money(l.debit),
      credit: money(l.credit),
      balance: Number(l.balance),
    })) as never[],
    balance: balance.balance,
    deposit: {
      due: Number(d.due),
      received: Number(d.received),
      refunded: Number(d.refunded),
      held: Number(d.held),
      outstanding: balance.deposit_due,
    },
  };
}

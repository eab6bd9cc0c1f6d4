import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/**
 * Dues are derived, never stored: the function rent_instalments(day) gives each booking's rent
 * instalments (a per-day stay's total split by calendar month, a monthly stay's rent per period,
 * an open-ended one's up to the day), tenant_dues(day) adds the charges not voided (migrations
 * 0007_dues and 0029_monthly_rent). Every sum here is done by the database in numeric; JSON
 * carries the results.
 */

/** A booking's rent instalments on `today` (a stay until notice: those fallen due), in date order. */
export async function rentSchedule(db: Tx, bookingId: string, today: string) {
  const rows = await query<{ due_date: string; days: number; amount: string }>(
    db,
    sql`select due_date::text, days, amount::text from rent_instalments(${today}::date)
        where booking_id = ${bookingId} order by due_date`,
  );
  return { items: rows.map((r) => ({ ...r, amount: Number(r.amount) })) };
}

/**
 * Completed payments of rent and charges that are not voided: those of the tenant, the deposit
 * applied to dues at a move-out settlement, and, taken off, advance rent given back.
 */
export const countingPayments = sql`status = 'completed' and voided_at is null and purpose in ('rent', 'deposit_applied', 'rent_refund')`;
/** A counting payment's amount towards rent and charges. */
export const paidAmount = sql`case purpose when 'rent_refund' then -amount else amount end`;
/**
 * Completed deposit payments, refunds and deposit applied to dues, not voided; held money is the
 * sum of heldAmount over them.
 */
export const holdingPayments = sql`status = 'completed' and voided_at is null and purpose in ('deposit', 'refund', 'deposit_applied')`;
export const heldAmount = sql`case purpose when 'deposit' then amount else -amount end`;

/**
 * The security deposit a tenant (`tenant`, an SQL expression) still has to pay on `today`, kept
 * apart from rent: the deposits of their bookings that have started and are not settled (a
 * settlement closes its deposit, paid or not), less the deposit received (a part refunded by hand
 * is not asked for again); only while they have a
 * booking booked or checked in (a tenant who has left is asked for no deposit).
 */
export const depositDue = (tenant: SQL, today: string) => sql`(case when exists (
    select 1 from bookings cur where cur.tenant_id = ${tenant} and cur.status in ('booked', 'checked_in')
  ) then greatest(
    (select coalesce(sum(bk.deposit), 0) from bookings bk
      where bk.tenant_id = ${tenant} and bk.deposit > 0 and bk.start_date <= ${today}::date
        and bk.status in ('booked', 'checked_in', 'checked_out')
        and not exists (select 1 from settlements s where s.booking_id = bk.id))
    - (select coalesce(sum(amount), 0) from payments
        where tenant_id = ${tenant} and purpose = 'deposit' and ${holdingPayments}), 0)
  else 0 end)`;

/**
 * A tenant's balance on `today`: instalments and charges due by then minus completed payments.
 * The oldest dues are settled first: `paid_up_to` is the last due date the payments cover wholly,
 * `oldest_due_date` the first one left open.
 */
export async function tenantBalance(db: Tx, tenantId: string, today: string) {
  const [row] = await query<{
    due: string;
    paid: string;
    balance: string;
    paid_up_to: string | null;
    oldest_due_date: string | null;
    deposit_due: string;
  }>(
    db,
    sql`with d as (
          select due_date, sum(amount) as amount from tenant_dues(${today}::date)
          where tenant_id = ${tenantId} and due_date <= ${today}::date group by due_date
        ), p as (
          select coalesce(sum(${paidAmount}), 0) as paid from payments
          where tenant_id = ${tenantId} and ${countingPayments}
        ), c as (
          select due_date, sum(amount) over (order by due_date) as cum from d
        )
        select (select coalesce(sum(amount), 0) from d)::text as due,
          p.paid::text as paid,
          ((select coalesce(sum(amount), 0) from d) - p.paid)::text as balance,
          (select max(due_date) from c where c.cum <= p.paid)::text as paid_up_to,
          (select min(due_date) from c where c.cum > p.paid)::text as oldest_due_date,
          ${depositDue(sql`${tenantId}::uuid`, today)}::text as deposit_due
        from p`,
  );
  return {
    tenant_id: tenantId,
    due: Number(row!.due),
    paid: Number(row!.paid),
    balance: Number(row!.balance),
    paid_up_to: row!.paid_up_to,
    oldest_due_date: row!.oldest_due_date,
    deposit_due: Number(row!.deposit_due),
  };
}

/**
 * A tenant's statement on `today`: every dated line (rent instalments, charges, the deposit due on
 * each booking's start, payments, deposits received and refunds), with the running balance of
 * rent and charges worked out by the database (a window sum in numeric); voided lines stay and
 * move nothing. Null when there is no such tenant.
 */
export async function tenantStatement(db: Tx, tenantId: string, today: string) {
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
                      and status in ('booked', 'checked_in', 'checked_out')),
            'received', p.received, 'refunded', p.refunded,
            'held', p.received - p.refunded - p.applied) as deposit
        from tenants t join branches b on b.id = t.branch_id
        cross join lateral (
          select coalesce(sum(amount) filter (where purpose = 'deposit'), 0) as received,
            coalesce(sum(amount) filter (where purpose = 'refund'), 0) as refunded,
            coalesce(sum(amount) filter (where purpose = 'deposit_applied'), 0) as applied
          from payments where tenant_id = t.id and status = 'completed' and voided_at is null
        ) p
        where t.id = ${tenantId}`,
  );
  if (!head) return null;
  const lines = await query<
    Record<string, unknown> & { debit: string | null; credit: string | null; balance: string }
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
          where bk.tenant_id = ${tenantId} and bk.deposit is not null
            and bk.status in ('booked', 'checked_in', 'checked_out')
          union all
          select p.id, p.date,
            case p.purpose when 'rent' then 'payment' when 'deposit' then 'deposit_payment'
              when 'refund' then 'refund' else p.purpose end,
            3, p.created_at, rm.room_number, bd.bed_number, null, null, p.note, p.receipt_no, p.method,
            case when p.purpose in ('refund', 'rent_refund') then p.amount end,
            case when p.purpose not in ('refund', 'rent_refund') then p.amount end,
            case when p.status <> 'completed' or p.voided_at is not null then 0
              when p.purpose in ('rent', 'deposit_applied') then -p.amount
              when p.purpose = 'rent_refund' then p.amount else 0 end,
            p.status, p.voided_at, p.void_reason
          from payments p left join bookings bk on bk.id = p.booking_id
          left join beds bd on bd.id = bk.bed_id left join rooms rm on rm.id = bd.room_id
          where p.tenant_id = ${tenantId}
        )
        select id, date::text as date, kind, room_number, bed_number, days, category, note,
          receipt_number, method, debit::text as debit, credit::text as credit,
          (sum(delta) over (order by date, ord, created_at, id rows unbounded preceding))::text as balance,
          status, voided_at is not null as voided, void_reason,
          (kind in ('rent', 'charge', 'deposit') and date > ${today}::date) as upcoming
        from l order by date, ord, created_at, id`,
  );
  const money = (v: string | null) => (v === null ? null : Number(v));
  const balance = await tenantBalance(db, tenantId, today);
  const d = head.deposit;
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
    oldest_due_date: balance.oldest_due_date,
    reminded_days_ago: head.reminded_days_ago,
    lines: lines.map((l) => ({
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

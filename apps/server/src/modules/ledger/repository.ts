import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { countingPayments, depositDue, heldAmount, holdingPayments, paidAmount } from './rules.ts';

/**
 * What a tenant owes on a date. Dues are derived, never stored: the function rent_instalments(day)
 * gives each booking's rent instalments (a per-day stay's total split by calendar month, a monthly
 * stay's rent per period, an open-ended one's up to the day), tenant_dues(day) adds the charges not
 * voided (late fees and electricity among them; migrations 0007_dues and 0029_monthly_rent); the
 * payments that count and the deposit held follow rules.ts. Every sum here is done by the database
 * in numeric; JSON carries the results. Dues, the statement and the settlement read it.
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

/** The rent of a tenant (`tenant`, an SQL expression) fallen due by `day`, in numeric. */
export const rentDueOn = (tenant: SQL, day: string) =>
  sql`(select coalesce(sum(amount), 0) from rent_instalments(${day}::date)
       where tenant_id = ${tenant} and due_date <= ${day}::date)`;
/**
 * A tenant's charges not voided, of any date: an earlier settlement's deductions among them, as on
 * the statement (the deposit applied to them counts as paid). A settlement works out its figures
 * before its own deductions are written, and adds them apart.
 */
export const chargesOf = (tenant: SQL) =>
  sql`(select coalesce(sum(amount), 0) from charges where tenant_id = ${tenant} and voided_at is null)`;
/** What a tenant has paid towards rent and charges. */
export const paidBy = (tenant: SQL) =>
  sql`(select coalesce(sum(${paidAmount}), 0) from payments where tenant_id = ${tenant} and ${countingPayments})`;
/** The security deposit held for a tenant. */
export const heldFor = (tenant: SQL) =>
  sql`(select coalesce(sum(${heldAmount}), 0) from payments where tenant_id = ${tenant} and ${holdingPayments})`;

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
          select ${paidBy(sql`${tenantId}::uuid`)} as paid
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

import { COUNTED_PURPOSES, HELD_PURPOSES } from '@pg/contracts/payments';
import type { BillingMode } from '@pg/contracts/rent';
import { type SQL, sql } from 'drizzle-orm';
import { sqlText } from '../../db/schema/columns.ts';
import {
  billedBooking,
  column,
  completedPayment,
  openBooking,
  purpose,
  purposeIn,
} from '../../lib/statuses.ts';

/**
 * The ledger's rules, as SQL fragments built on the contracts' constants: which bookings bill rent,
 * which payments count towards rent and charges and which move the deposit held. Every module that
 * works out what a tenant owes reads them here; the accounts' triggers (migrations 0014, 0015 and
 * 0029) write the same rules in SQL, and test/ledger-triggers.test.ts runs both over the same data.
 * Each fragment takes the table's alias (none: the bare column names).
 */

/**
 * Completed payments of rent and charges that are not voided: those of the tenant, the deposit
 * applied to dues at a move-out settlement, and, taken off, advance rent given back.
 */
export const counting = (alias?: string) =>
  sql`${completedPayment(alias)} and ${purposeIn(COUNTED_PURPOSES, alias)}`;
/** A counting payment's amount towards rent and charges. */
export const paid = (alias?: string) =>
  sql`case ${column(alias, 'purpose')} when ${purpose('rent_refund')} then -${column(alias, 'amount')} else ${column(alias, 'amount')} end`;
/**
 * Completed deposit payments, refunds and deposit applied to dues, not voided; held money is the
 * sum of `held` over them.
 */
export const holding = (alias?: string) =>
  sql`${completedPayment(alias)} and ${purposeIn(HELD_PURPOSES, alias)}`;
export const held = (alias?: string) =>
  sql`case ${column(alias, 'purpose')} when ${purpose('deposit')} then ${column(alias, 'amount')} else -${column(alias, 'amount')} end`;

/** The rules over the bare columns of payments. */
export const countingPayments = counting();
export const paidAmount = paid();
export const holdingPayments = holding();
export const heldAmount = held();

/**
 * The security deposit a tenant (`tenant`, an SQL expression) still has to pay on `today`, kept
 * apart from rent: the deposits of their bookings that have started and are not settled (a
 * settlement closes its deposit, paid or not), less the deposit received (a part refunded by hand
 * is not asked for again); only while they have a booking booked or checked in (a tenant who has
 * left is asked for no deposit).
 */
export const depositDue = (tenant: SQL, today: string) => sql`(case when exists (
    select 1 from bookings cur where cur.tenant_id = ${tenant} and ${openBooking('cur')}
  ) then greatest(
    (select coalesce(sum(bk.deposit), 0) from bookings bk
      where bk.tenant_id = ${tenant} and bk.deposit > 0 and bk.start_date <= ${today}::date
        and ${billedBooking('bk')}
        and not exists (select 1 from settlements s where s.booking_id = bk.id))
    - (select coalesce(sum(amount), 0) from payments
        where tenant_id = ${tenant} and purpose = ${purpose('deposit')} and ${holdingPayments}), 0)
  else 0 end)`;

/**
 * The rent of booking `bk` fallen due by `day`. A monthly stay's is the sum of its instalments due
 * by then (monthly_instalments, migration 0029_monthly_rent). A per-day stay's is in closed form: the instalments
 * due by then are those of the months up to `day`'s, and rent_instalments makes each instalment the
 * difference of round(total × days of the stay up to a month's end ÷ days of the stay, 2) at its
 * month's end and at the month before, so their sum is that rounding at the end of `day`'s month
 * (capped by the stay): to the paisa what the instalments add up to, the last one's rounding
 * included. Nothing before the stay starts.
 */
export function rentDueBy(day: SQL) {
  return sql`case when ${day} < bk.start_date then 0::numeric
    when bk.billing = ${sqlText<BillingMode>('monthly')} then (select coalesce(sum(m.amount), 0) from monthly_instalments(bk.id,
      bk.start_date, bk.end_date, bk.due_day, bk.monthly_rent, ${day}::date) m where m.due_date <= ${day})
    else round(bk.total_rent
    * (least((date_trunc('month', ${day}::timestamp) + interval '1 month' - interval '1 day')::date, bk.end_date)
       - bk.start_date + 1) / (bk.end_date - bk.start_date + 1), 2) end`;
}

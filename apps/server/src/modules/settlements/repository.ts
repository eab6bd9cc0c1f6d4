import { PAYMENT_STATUS_COMPLETED, referenceProblem } from '@pg/contracts/payments';
import { bookingDays, totalRent } from '@pg/contracts/rent';
import {
  ALREADY_SETTLED,
  CHECKOUT_IN_FUTURE,
  CHECKOUT_OUTSIDE_STAY,
  SETTLE_MOVED,
  SETTLE_NOT_CHECKED_IN,
  type SettlementValues,
  type TermLine,
  type WaiverInput,
} from '@pg/contracts/settlements';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { bookingStatus, openBooking } from '../../lib/statuses.ts';
import { getBooking, leaveWhenNoStayLeft } from '../bookings/index.ts';
import { chargesOf, heldFor, paidBy, rentDueOn } from '../ledger/index.ts';
import { getSettlement } from './letter.ts';
import { offeredLines, recordDeductions } from './terms.ts';

/**
 * Move-out settlement of a checked-in booking. Preview and confirmation run the same steps in a
 * transaction — lock the tenant, the bed and the booking (the order of createBooking and of every
 * booking write), end the stay on the check-out date (its total and so its instalments follow),
 * work out the figures in SQL — and the preview rolls it all back. Recording payments locks the
 * tenant too, so a payment made while a settlement is confirmed is either counted in its figures
 * or comes after it.
 */

type Stay = {
  id: string;
  branch_id: string;
  tenant_id: string;
  start_date: string;
  /** Null: a monthly stay until notice. */
  end_date: string | null;
  status: string;
  rent: number;
  billing: 'per_day' | 'monthly';
  settled: boolean;
  moved: boolean;
};

type Figures = {
  rent_due: string;
  charges: string;
  paid: string;
  balance: string;
  deposit_held: string;
  deductions: string;
  deposit_applied: string;
  refund: string;
  owed: string;
  tenant_leaves: boolean;
};

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/** Locks the booking's tenant, bed and booking, in that order; null when there is no such booking. */
async function lockStay(tx: Tx, id: string): Promise<Stay | null> {
  const [found] = await query<{ tenant_id: string; bed_id: string }>(
    tx,
    sql`select tenant_id, bed_id from bookings where id = ${id}`,
  );
  if (!found) return null;
  await query(tx, sql`select id from tenants where id = ${found.tenant_id} for update`);
  await query(tx, sql`select id from beds where id = ${found.bed_id} for update`);
  const [stay] = await query<Stay>(
    tx,
    sql`select bk.id, bk.branch_id, bk.tenant_id, to_char(bk.start_date, 'YYYY-MM-DD') as start_date,
          to_char(bk.end_date, 'YYYY-MM-DD') as end_date, bk.status, bd.base_rent_per_day::float8 as rent, bk.billing,
          exists (select 1 from settlements s where s.booking_id = bk.id) as settled,
          bk.moved_to_booking_id is not null as moved
        from bookings bk join beds bd on bd.id = bk.bed_id where bk.id = ${id} for update of bk`,
  );
  return stay ?? null;
}

/** The deductions' amounts as a numeric array for SQL. */
const numericArray = (amounts: (number | string)[]): SQL =>
  amounts.length
    ? sql`array[${sql.join(
        amounts.map((a) => sql`${a}::numeric`),
        sql`, `,
      )}]`
    : sql`array[]::numeric[]`;

/**
 * The settlement's figures, once the stay ends on the check-out date: the tenant's rent
 * instalments due by then and charges (an earlier settlement's deductions among them) less payments of rent and
 * charges is the balance; the deductions are added to it; the deposit held pays as much of that
 * as it can, and what is left of it, with any rent paid in advance, goes back to the tenant.
 */
async function figures(tx: Tx, stay: Stay, checkout: string, deductions: (number | string)[]) {
  const tenant = sql`${stay.tenant_id}::uuid`;
  const [row] = await query<Figures>(
    tx,
    sql`with f as (
          select
            ${rentDueOn(tenant, checkout)} as rent_due,
            ${chargesOf(tenant)} as charges,
            ${paidBy(tenant)} as paid,
            ${heldFor(tenant)} as held,
            (select coalesce(sum(d), 0) from unnest(${numericArray(deductions)}) d) as deductions
        ), g as (
          select *, rent_due + charges - paid as balance, rent_due + charges - paid + deductions as owing from f
        ), h as (
          select *, least(greatest(held, 0), greatest(owing, 0)) as applied from g
        )
        select rent_due::text, charges::text, paid::text, balance::text, held::text as deposit_held,
          deductions::text, applied::text as deposit_applied,
          (greatest(held, 0) - applied + greatest(-owing, 0))::text as refund,
          greatest(owing - greatest(held, 0), 0)::text as owed,
          not exists (select 1 from bookings where tenant_id = ${stay.tenant_id} and id <> ${stay.id}
            and ${openBooking()}) as tenant_leaves
        from h`,
  );
  return row!;
}

const money = (v: string) => Number(v);

/**
 * Ends the stay on the check-out date and works out the figures; the caller's transaction. A
 * checked-in booking is settled as the tenant leaves; a checked-out one (the tenant left with a
 * deposit held or money owed) any time later, on a date within its stay. A check-out date after
 * today is worked out for a preview only (`confirming` false).
 */
async function settleStay(
  tx: Tx,
  id: string,
  checkout: string,
  deductions: number[],
  waived: (TermLine | WaiverInput)[],
  today: string,
  confirming: boolean,
) {
  const stay = await lockStay(tx, id);
  if (!stay) return null;
  if (stay.settled) throw conflict(ALREADY_SETTLED);
  if (stay.moved) throw conflict(SETTLE_MOVED);
  if (stay.status !== 'checked_in' && stay.status !== 'checked_out') throw conflict(SETTLE_NOT_CHECKED_IN);
  if (checkout < stay.start_date || (stay.end_date !== null && checkout > stay.end_date)) {
    throw refuse('checkout_date', CHECKOUT_OUTSIDE_STAY);
  }
  if (confirming && checkout > today) throw refuse('checkout_date', CHECKOUT_IN_FUTURE);
  const before = (await getBooking(tx, id))!;
  await query(
    tx,
    sql`update bookings set end_date = ${checkout}::date,
          total_rent = ${stay.billing === 'per_day' ? totalRent(stay.start_date, checkout, stay.rent) : null},
          status = ${bookingStatus('checked_out')},
          checked_out_on = ${checkout}::date
        where id = ${id}`,
  );
  // A monthly stay's notice and lock-in lines not waived are deducted like the typed deductions.
  const lines = await offeredLines(tx, id, checkout, waived);
  const f = await figures(tx, stay, checkout, [
    ...deductions,
    ...lines.filter((l) => !l.waived).map((l) => l.amountText),
  ]);
  const after = (await getBooking(tx, id))!;
  const preview = {
    booking_id: id,
    tenant_id: stay.tenant_id,
    tenant_name: after.tenant_name,
    room_number: after.room_number,
    bed_number: after.bed_number,
    booked_end_date: stay.end_date,
    tenant_leaves: f.tenant_leaves,
    checkout_date: checkout,
    start_date: stay.start_date,
    end_date: checkout,
    days: bookingDays(stay.start_date, checkout),
    total_rent: after.total_rent,
    rent_due: money(f.rent_due),
    charges: money(f.charges),
    paid: money(f.paid),
    balance: money(f.balance),
    deposit_held: money(f.deposit_held),
    deductions: money(f.deductions),
    deposit_applied: money(f.deposit_applied),
    refund: money(f.refund),
    owed: money(f.owed),
    term_lines: lines.map(({ amountText: _, reason: __, ...l }) => l),
  };
  return { stay, before, after, figures: f, preview, lines };
}

/** Thrown to roll a preview's transaction back once its figures are read. */
class RolledBack extends Error {}

/** What settling on `checkout` (today or later) with these deductions would come to; nothing is kept. */
export async function previewSettlement(
  db: Db,
  id: string,
  checkout: string,
  deductions: number[],
  waived: TermLine[],
  today: string,
) {
  let preview: Awaited<ReturnType<typeof settleStay>> = null;
  try {
    await db.transaction(async (tx) => {
      preview = await settleStay(tx, id, checkout, deductions, waived, today, false);
      throw new RolledBack();
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  }
  return (preview as Awaited<ReturnType<typeof settleStay>>)?.preview ?? null;
}

/**
 * Settles and checks out, in one transaction: the stay ends on the check-out date, the deductions
 * become charges, the deposit applied to what is owed and the refund (the deposit left, and rent
 * paid in advance) become payments of the tenant, the tenant is marked as left on that date when
 * no other booked or checked-in booking remains, and the audit log records it all. A booking is
 * settled once (409, and settlements_booking_key has the last word). Null when there is no such
 * booking.
 */
export async function settle(db: Db, id: string, input: SettlementValues, actor: AuditActor, today: string) {
  return db.transaction(async (tx) => {
    const amounts = input.deductions.map((d) => d.amount);
    const done = await settleStay(tx, id, input.checkout_date, amounts, input.waivers, today, true);
    if (!done) return null;
    const { stay, figures: f } = done;
    const refunds = Number(f.refund) > 0;
    if (refunds) {
      const problem = referenceProblem(input.refund_method, input.refund_reference);
      if (problem) throw refuse('refund_reference', problem);
    }
    const [created] = await query<{ id: string }>(
      tx,
      sql`insert into settlements (branch_id, booking_id, tenant_id, checkout_date, booked_end_date,
            tenant_leaves, rent_due, charges, paid, balance, deposit_held, deductions, deposit_applied,
            refund, owed, refund_method, refund_reference, note, created_by)
          values (${stay.branch_id}, ${id}, ${stay.tenant_id}, ${input.checkout_date}::date,
            ${stay.end_date}::date, ${f.tenant_leaves}, ${f.rent_due}::numeric, ${f.charges}::numeric,
            ${f.paid}::numeric, ${f.balance}::numeric, ${f.deposit_held}::numeric,
            ${f.deductions}::numeric, ${f.deposit_applied}::numeric, ${f.refund}::numeric,
            ${f.owed}::numeric, ${refunds ? input.refund_method : null}, ${refunds ? input.refund_reference : null},
            ${input.note}, ${actor?.id ?? null})
          returning id`,
    );
    const settlementId = created!.id;
    await recordDeductions(tx, stay, settlementId, input, done.lines, actor);
    // The deposit applied moves no money; the refund is paid out by the method chosen. Advance rent
    // given back beside the deposit is its own line (it is not deposit money).
    const pay = (purpose: string, amount: SQL, method: string, reference: string | null, note: string) =>
      query(
        tx,
        sql`insert into payments (branch_id, tenant_id, booking_id, amount, method, date, reference, note, purpose, status, recorded_by)
            select ${stay.branch_id}, ${stay.tenant_id}, ${id}, a, ${method}, ${input.checkout_date}::date,
              ${reference}, ${note}, ${purpose}, ${PAYMENT_STATUS_COMPLETED}, ${actor?.id ?? null}::uuid
            from (select ${amount} as a) x where a > 0`,
      );
    await pay(
      'deposit_applied',
      sql`${f.deposit_applied}::numeric`,
      'cash',
      null,
      'Security deposit applied to dues at move-out',
    );
    await pay(
      'refund',
      sql`${f.deposit_held}::numeric - ${f.deposit_applied}::numeric`,
      input.refund_method,
      input.refund_reference,
      'Security deposit refunded at move-out',
    );
    await pay(
      'rent_refund',
      sql`${f.refund}::numeric - greatest(${f.deposit_held}::numeric - ${f.deposit_applied}::numeric, 0)`,
      input.refund_method,
      input.refund_reference,
      'Advance rent refunded at move-out',
    );
    if (f.tenant_leaves) await leaveWhenNoStayLeft(tx, stay.tenant_id, input.checkout_date);
    const settlement = (await getSettlement(tx, settlementId))!;
    await writeAudit(tx, {
      actor,
      action: 'booking.settle',
      entity: 'booking',
      entityId: id,
      before: done.before,
      // The tenant's phone is personal data, left out so an erasure leaves none of it here.
      after: {
        booking: done.after,
        settlement: { ...settlement, tenant_phone: undefined },
        lines: done.lines,
      },
    });
    return settlement;
  });
}

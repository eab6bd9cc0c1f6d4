import {
  BOOKING_TOO_LONG,
  dayAfter,
  dayBefore,
  EXTEND_NOT_LATER,
  EXTEND_NOT_LIVE,
  EXTEND_UNTIL_NOTICE,
  earliestVacatingDate,
  latestEndDate,
  MOVE_IN_FUTURE,
  MOVE_NOT_CHECKED_IN,
  MOVE_OUTSIDE_STAY,
  MOVE_SAME_BED,
  NO_RENT_PER_DAY,
  NOTICE_NOT_CHECKED_IN,
  VACATING_IN_PAST,
  VACATING_OUTSIDE_STAY,
  vacatingBeforeNotice,
} from '@pg/contracts/bookings';
import { DEFAULT_BRANCH_BILLING, totalRent } from '@pg/contracts/rent';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { Missing } from '../../lib/not-found.ts';
import { bookingStatus } from '../../lib/statuses.ts';
import { holdBed } from '../beds/index.ts';
import { getBooking } from './repository.ts';

/**
 * Changes to a stay's days: notice (it ends earlier), extending (it ends later) and moving to
 * another bed. Each runs in one transaction that locks the bed rows first, then the booking (the
 * order of every booking write, so two staff never deadlock), recomputes the total by the rent
 * formula at the bed's rent per day (the rent schedule follows the dates and the total by itself),
 * and writes an audit entry with the booking before and after.
 */

export type Stay = {
  id: string;
  branch_id: string;
  tenant_id: string;
  bed_id: string;
  start_date: string;
  /** Null: a monthly stay until notice. */
  end_date: string | null;
  status: string;
  notice_given_on: string | null;
  rent: number;
  billing: 'per_day' | 'monthly';
  /** The stay's notice period, else the branch's. */
  notice_days: number | null;
};

/** A booking's (bk) notice period: its own, else its branch's. */
const noticeDays = sql`coalesce(bk.notice_days,
  (select bb.notice_days from branch_billing bb where bb.branch_id = bk.branch_id), ${DEFAULT_BRANCH_BILLING.notice_days})`;

/** The booking's row with its bed's rent per day, locked after its bed's row; null when there is none. */
export async function lockStay(tx: Tx, id: string, otherBed?: string): Promise<Stay | null> {
  const [found] = await query<{ bed_id: string }>(tx, sql`select bed_id from bookings where id = ${id}`);
  if (!found) return null;
  // Both beds of a move in one order, so two moves between the same beds never deadlock.
  await query(
    tx,
    sql`select id from beds where id in (${found.bed_id}, ${otherBed ?? found.bed_id}) order by id for update`,
  );
  const [stay] = await query<Stay>(
    tx,
    sql`select bk.id, bk.branch_id, bk.tenant_id, bk.bed_id, to_char(bk.start_date, 'YYYY-MM-DD') as start_date,
          to_char(bk.end_date, 'YYYY-MM-DD') as end_date, bk.status,
          to_char(bk.notice_given_on, 'YYYY-MM-DD') as notice_given_on,
          bd.base_rent_per_day::float8 as rent, bk.billing, ${noticeDays} as notice_days
        from bookings bk join beds bd on bd.id = bk.bed_id where bk.id = ${id} for update of bk`,
  );
  return stay ?? null;
}

/**
 * The total of a per-day stay over its days at `rent` per day; a monthly stay's is the trigger's
 * (bookings_monthly_total), so it is left as it is.
 */
const perDayTotal = (stay: Stay, start: string, end: string, rent: number) =>
  stay.billing === 'per_day' ? sql`${totalRent(start, end, rent)}` : sql`total_rent`;

/** Sets a booking's last day (and its total for the days it now has). */
async function setEndDate(tx: Tx, stay: Stay, end: string, extra = sql``) {
  await query(
    tx,
    sql`update bookings set end_date = ${end}::date,
          total_rent = ${perDayTotal(stay, stay.start_date, end, stay.rent)} ${extra}
        where id = ${stay.id}`,
  );
}

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * A checked-in tenant gives notice: the stay ends on `vacating` (from today to its current end;
 * a monthly stay serves its notice period first: earliestVacatingDate), and the bed is free from
 * the next day. Null when there is no such booking.
 */
export async function giveNotice(db: Tx, id: string, vacating: string, today: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, id);
    if (!stay) return null;
    if (stay.status !== 'checked_in') throw conflict(NOTICE_NOT_CHECKED_IN);
    if (vacating < today) throw refuse('vacating_date', VACATING_IN_PAST);
    const earliest = earliestVacatingDate(today, stay);
    if (vacating < earliest) throw refuse('vacating_date', vacatingBeforeNotice(earliest, stay.notice_days!));
    if (vacating < stay.start_date || (stay.end_date !== null && vacating > stay.end_date)) {
      throw refuse('vacating_date', VACATING_OUTSIDE_STAY);
    }
    const before = (await getBooking(tx, id))!;
    await setEndDate(tx, stay, vacating, sql`, notice_given_on = ${today}::date`);
    const after = (await getBooking(tx, id))!;
    await writeAudit(tx, { actor, action: 'booking.notice', entity: 'booking', entityId: id, before, after });
    return after;
  });
}

/**
 * A booked or checked-in stay ends later, on `end`, when its bed is free and in service on the
 * days added (409 naming the booking that holds them otherwise). Null when there is no such booking.
 */
/** The earliest day a tenant of this stay giving notice today may leave; null when there is no such booking. */
export async function earliestVacating(db: Tx, id: string, today: string) {
  const [stay] = await query<Pick<Stay, 'billing' | 'notice_days' | 'end_date'>>(
    db,
    sql`select bk.billing, ${noticeDays} as notice_days, to_char(bk.end_date, 'YYYY-MM-DD') as end_date
        from bookings bk where bk.id = ${id}`,
  );
  return stay ? earliestVacatingDate(today, stay) : null;
}

export async function extendStay(db: Tx, id: string, end: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, id);
    if (!stay) return null;
    if (stay.status !== 'booked' && stay.status !== 'checked_in') throw conflict(EXTEND_NOT_LIVE);
    if (stay.end_date === null) throw conflict(EXTEND_UNTIL_NOTICE);
    if (end <= stay.end_date) throw refuse('end_date', EXTEND_NOT_LATER);
    if (end > latestEndDate(stay.start_date)) throw refuse('end_date', BOOKING_TOO_LONG);
    const from = dayAfter(stay.end_date);
    await holdBed(tx, { id: stay.bed_id, branchId: stay.branch_id }, { start: from, end });
    const before = (await getBooking(tx, id))!;
    await setEndDate(tx, stay, end);
    const after = (await getBooking(tx, id))!;
    await writeAudit(tx, { actor, action: 'booking.extend', entity: 'booking', entityId: id, before, after });
    return after;
  });
}

/** Where and from which day a stay moves. */
type MoveInput = { bed_id: string; from_date: string };

/** The whole booking moves to the new bed at its rent: nothing ends. */
async function moveWholeStay(tx: Tx, stay: Stay, bedId: string, rent: number) {
  await query(
    tx,
    sql`update bookings set bed_id = ${bedId},
          total_rent = ${stay.end_date === null ? sql`total_rent` : perDayTotal(stay, stay.start_date, stay.end_date, rent)}
        where id = ${stay.id}`,
  );
  return { ended: null, started: (await getBooking(tx, stay.id))! };
}

/**
 * The stay ends the day before `from`, and a checked-in booking of the new bed runs on to its last
 * day; the old part is checked out of its bed and names the new booking (it reads 'Moved').
 */
async function splitStay(tx: Tx, stay: Stay, input: MoveInput, rent: number) {
  const [started] = await query<{ id: string }>(
    tx,
    // A monthly stay goes on at its rent per month and on its terms (the trigger works out its total).
    sql`insert into bookings (branch_id, tenant_id, bed_id, start_date, end_date, total_rent, status, notice_given_on,
          billing, monthly_rent, due_day, notice_days, lock_in_months)
        select ${stay.branch_id}, ${stay.tenant_id}, ${input.bed_id}, ${input.from_date}::date,
          ${stay.end_date}::date,
          ${stay.billing === 'per_day' ? totalRent(input.from_date, stay.end_date!, rent) : null}, ${bookingStatus('checked_in')},
          ${stay.notice_given_on}::date, bk.billing,
          coalesce((select r.monthly_rent from booking_rents r where r.booking_id = bk.id
            and r.effective_from <= ${input.from_date}::date order by r.effective_from desc limit 1), bk.monthly_rent),
          bk.due_day, bk.notice_days, bk.lock_in_months
        from bookings bk where bk.id = ${stay.id}
        returning id`,
  );
  await setEndDate(
    tx,
    stay,
    dayBefore(input.from_date),
    sql`, status = ${bookingStatus('checked_out')}, checked_out_on = ${dayBefore(input.from_date)}::date, moved_to_booking_id = ${started!.id}`,
  );
  return { ended: (await getBooking(tx, stay.id))!, started: (await getBooking(tx, started!.id))! };
}

/**
 * A checked-in tenant moves to another bed of the branch from `from` (today at the latest: a move is
 * recorded as it happens): the stay ends the day before (its total recomputed) and is checked out of
 * its bed as 'Moved', and a checked-in booking of the new bed runs from `from` to the old last
 * day at the new bed's rent; one transaction, one audit entry. Moving on the stay's first day
 * leaves no day on the old bed, so the whole booking moves instead: the same booking (its payments,
 * deposit and rent schedule with it) on the new bed at its rent, `ended` null. Null when there is
 * no such booking, Missing when the branch has no such bed.
 */
export async function moveStay(db: Tx, id: string, input: MoveInput, today: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, id, input.bed_id);
    if (!stay) return null;
    if (stay.bed_id === input.bed_id) throw refuse('bed_id', MOVE_SAME_BED);
    if (stay.status !== 'checked_in') throw conflict(MOVE_NOT_CHECKED_IN);
    if (input.from_date < stay.start_date || (stay.end_date !== null && input.from_date > stay.end_date)) {
      throw refuse('from_date', MOVE_OUTSIDE_STAY);
    }
    if (input.from_date > today) throw refuse('from_date', MOVE_IN_FUTURE);
    const bed = await holdBed(
      tx,
      { id: input.bed_id, branchId: stay.branch_id },
      { start: input.from_date, end: stay.end_date },
    );
    if (!bed) return new Missing('Bed');
    // A monthly stay keeps its rent per month; a per-day one takes the new bed's rent per day.
    if (stay.billing === 'per_day' && bed.rent === null) throw refuse('bed_id', NO_RENT_PER_DAY);
    const rent = bed.rent ?? 0;
    const before = (await getBooking(tx, id))!;
    const result =
      input.from_date === stay.start_date
        ? await moveWholeStay(tx, stay, input.bed_id, rent)
        : await splitStay(tx, stay, input, rent);
    await writeAudit(tx, {
      actor,
      action: 'booking.move',
      entity: 'booking',
      entityId: id,
      before,
      after: result,
    });
    return result;
  });
}

import {
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  type BookingListQuery,
  type BookingStatus,
  type BookingValues,
  checkInBeforeStart,
  NO_RENT_PER_DAY,
  OPEN_BOOKING_STATUSES,
} from '@pg/contracts/bookings';
import { bookingDays, totalRent } from '@pg/contracts/rent';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { beds, floors, properties, rooms } from '../../db/schema/inventory.ts';
import { bookings, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { cappedCount, pageTotal, withoutTotal } from '../../lib/list-count.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';
import { bookingStatus, openBooking } from '../../lib/statuses.ts';
import { holdBed } from '../beds/index.ts';
import { branchBillingOf } from '../branches/index.ts';
import { heldAmount, holdingPayments } from '../ledger/index.ts';

const columns = {
  id: bookings.id,
  branch_id: bookings.branchId,
  tenant_id: bookings.tenantId,
  tenant_name: tenants.name,
  bed_id: bookings.bedId,
  bed_number: beds.bedNumber,
  room_number: rooms.roomNumber,
  property_name: properties.name,
  start_date: bookings.startDate,
  end_date: bookings.endDate,
  total_rent: bookings.totalRent,
  billing: bookings.billing,
  // The latest rent per month: the last change's, or the booking's own.
  monthly_rent: sql<number | null>`coalesce((select r.monthly_rent::float8 from booking_rents r
    where r.booking_id = ${bookings.id} order by r.effective_from desc limit 1), ${bookings.monthlyRent}::float8)`,
  due_day: bookings.dueDay,
  notice_days: bookings.noticeDays,
  lock_in_months: bookings.lockInMonths,
  deposit: bookings.deposit,
  status: bookings.status,
  notice_given_on: bookings.noticeGivenOn,
  settlement_id: sql<string | null>`(select s.id from settlements s where s.booking_id = ${bookings.id})`,
  moved_to_booking_id: bookings.movedToBookingId,
  // Each `offset 0` keeps its test a probe per row of the page: without it the planner hashes the
  // whole table once (every open stay, every account of the database), 69 ms against 2 ms.
  settlement_due: sql<boolean>`(${bookings.status} = ${bookingStatus('checked_out')} and ${bookings.movedToBookingId} is null
    and not exists (select 1 from settlements s where s.booking_id = ${bookings.id} offset 0)
    and not exists (select 1 from bookings o where o.tenant_id = ${bookings.tenantId}
      and ${openBooking('o')} offset 0)
    and (coalesce((select sum(${heldAmount}) from payments where tenant_id = ${bookings.tenantId}
          and ${holdingPayments}), 0) > 0
      or exists (select 1 from tenant_accounts a where a.tenant_id = ${bookings.tenantId} and a.billed > a.paid offset 0)))`,
  created_at: bookings.createdAt,
};

/** Bookings with their tenant's name and where the bed is (bed, room, property). */
const selectBookings = <E extends Record<string, SQL>>(db: Tx, extra?: E) =>
  db
    .select({ ...columns, ...(extra as E) })
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(beds, eq(beds.id, bookings.bedId))
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(properties, eq(properties.id, floors.propertyId));

type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];
const withDays = (row: Row) => ({
  ...row,
  days: row.end_date === null ? null : bookingDays(row.start_date, row.end_date),
});

/** Newest booking made first (bookings_branch_created_idx), or by start date (bookings_branch_start_idx). */
const bookingOrder = (sort: BookingListQuery['sort']) => {
  if (!sort) return [desc(bookings.createdAt), desc(bookings.id)];
  const dir = sort === 'start_asc' ? asc : desc;
  return [dir(bookings.startDate), dir(bookings.createdAt), dir(bookings.id)];
};

/**
 * A page of a branch's bookings, newest first unless sorted by start date, searched by tenant
 * name (the branch's matching tenants come from their trigram index), filtered by status and by
 * the stays overlapping a date range. The total is counted in SQL.
 */
export async function listBookings(
  db: Tx,
  branchId: string,
  opts: BookingListQuery & { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(bookings.branchId, branchId)];
  if (opts.status) conditions.push(eq(bookings.status, opts.status));
  if (opts.tenant_id) conditions.push(eq(bookings.tenantId, opts.tenant_id));
  if (opts.bed_id) conditions.push(eq(bookings.bedId, opts.bed_id));
  if (opts.notice === 'on_notice') {
    conditions.push(
      sql`${bookings.noticeGivenOn} is not null and ${inArray(bookings.status, [...OPEN_BOOKING_STATUSES])}`,
    );
  }
  // Stays overlapping the range: starting by its last day and ending on or after its first.
  if (opts.to) conditions.push(lte(bookings.startDate, opts.to));
  if (opts.from) conditions.push(or(isNull(bookings.endDate), gte(bookings.endDate, opts.from))!);
  if (opts.q) {
    conditions.push(
      inArray(
        bookings.tenantId,
        db
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(eq(tenants.branchId, branchId), ilike(tenants.name, likePattern(opts.q)))),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await selectBookings(db, { list_total: cappedCount(bookings, where, opts) })
    .where(where)
    .orderBy(...bookingOrder(opts.sort))
    .limit(opts.limit)
    .offset(opts.offset);
  const counted = await pageTotal(db, rows, bookings, where, opts);
  return { items: rows.map((r) => withDays(withoutTotal(r))), ...counted };
}

export async function getBooking(db: Tx, id: string) {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row ? withDays(row) : null;
}

/** Bookings that are booked or checked in, optionally of one tenant (the payment form's choices). */
export async function listOpenBookings(
  db: Tx,
  branchId: string,
  opts: { tenant_id?: string; limit: number; offset: number },
) {
  const where = and(
    eq(bookings.branchId, branchId),
    inArray(bookings.status, [...OPEN_BOOKING_STATUSES]),
    opts.tenant_id ? eq(bookings.tenantId, opts.tenant_id) : undefined,
  );
  const items = await db
    .select({
      id: bookings.id,
      tenant_id: bookings.tenantId,
      tenant_name: tenants.name,
      bed_id: bookings.bedId,
      bed_number: beds.bedNumber,
      room_number: rooms.roomNumber,
      start_date: bookings.startDate,
      end_date: bookings.endDate,
      total_rent: bookings.totalRent,
      status: sql<(typeof OPEN_BOOKING_STATUSES)[number]>`${bookings.status}`,
    })
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(beds, eq(beds.id, bookings.bedId))
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .where(where)
    .orderBy(desc(bookings.startDate), desc(bookings.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(bookings).where(where);
  return { items, total: count?.total ?? 0 };
}

const TENANT_HAS_LEFT = 'This tenant has left and cannot be booked';

/**
 * Creates a booking as `booked`, with the total rent worked out here from the dates and the bed's
 * rent per day (the contracts formula), in one transaction. Locks: the tenant's row in share mode
 * (so they cannot be marked as left meanwhile), then the bed's row (holdBed: so bookings of one bed
 * queue up; out-of-service days and another booking's days answer 409 naming them); the exclusion
 * constraint bookings_no_overlap has the last word on overlapping dates. The bed's status is
 * derived from its bookings, so nothing else is written. Missing when the branch has no such
 * tenant or bed.
 */
export async function createBooking(db: Tx, branchId: string, input: BookingValues, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ leftAt: tenants.leftAt })
      .from(tenants)
      .where(and(eq(tenants.id, input.tenant_id), eq(tenants.branchId, branchId)))
      .for('share');
    if (!tenant) return new Missing('Tenant');
    if (tenant.leftAt) throw conflict(TENANT_HAS_LEFT, { tenant_id: TENANT_HAS_LEFT });
    const bed = await holdBed(
      tx,
      { id: input.bed_id, branchId },
      { start: input.start_date, end: input.end_date ?? null },
    );
    if (!bed) return new Missing('Bed');
    if (input.billing !== 'monthly' && bed.rent === null) {
      throw badRequest(NO_RENT_PER_DAY, { billing: NO_RENT_PER_DAY });
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        branchId,
        tenantId: input.tenant_id,
        bedId: input.bed_id,
        startDate: input.start_date,
        deposit: input.deposit ?? null,
        status: 'booked',
        ...(input.billing === 'monthly'
          ? await monthlyTerms(tx, branchId, input, bed.monthlyRent)
          : {
              endDate: input.end_date!,
              totalRent: totalRent(input.start_date, input.end_date!, bed.rent!),
            }),
      })
      .returning({ id: bookings.id });
    const created = (await getBooking(tx, row!.id))!;
    await writeAudit(tx, {
      actor,
      action: 'booking.create',
      entity: 'booking',
      entityId: created.id,
      after: created,
    });
    return created;
  });
}

const NO_MONTHLY_RENT = 'This bed has no rent per month: type the rent per month for this stay';

/**
 * A monthly stay's terms: its rent per month (typed, or the bed's), its end (none: until notice;
 * the trigger bookings_monthly_total works out its total), and the due day, notice period and
 * lock-in typed for it or else the branch's (branch_billing), copied onto the booking so that it
 * keeps the terms it was made on.
 */
async function monthlyTerms(tx: Tx, branchId: string, input: BookingValues, bedMonthlyRent: number | null) {
  const rent = input.monthly_rent ?? bedMonthlyRent;
  if (!rent) throw badRequest(NO_MONTHLY_RENT, { monthly_rent: NO_MONTHLY_RENT });
  const terms = await branchBillingOf(tx, branchId);
  return {
    billing: 'monthly' as const,
    endDate: input.end_date ?? null,
    totalRent: null,
    monthlyRent: rent,
    dueDay: input.due_day ?? terms.due_day,
    noticeDays: input.notice_days ?? terms.notice_days,
    lockInMonths: input.lock_in_months ?? terms.lock_in_months,
  };
}

const ACTION_VERBS: Record<BookingAction, string> = {
  'check-in': 'checked in',
  'check-out': 'checked out',
  'undo-check-in': 'put back to booked',
  cancel: 'cancelled',
};

/**
 * The tenant is marked as left on `date` (not before they joined) once none of their bookings is
 * booked or checked in: a tenant is active while they have a stay to come or under way.
 */
export async function leaveWhenNoStayLeft(tx: Tx, tenantId: string, date: string) {
  await query(
    tx,
    sql`update tenants set left_at = greatest(${date}::date, joined_at)
        where id = ${tenantId} and left_at is null
          and not exists (select 1 from bookings where tenant_id = ${tenantId} and ${openBooking()})`,
  );
}

/** The day a check-out on `today` ends a stay: today, within the stay's days. */
const checkoutDay = (today: string, start: string, end: string | null) =>
  today < start ? start : end !== null && today > end ? end : today;

/**
 * Moves a booking along booked -> checked_in -> checked_out, or booked/checked_in -> cancelled, or
 * back from checked_in to booked (a check-in made by mistake). A booking is checked in from its
 * start date on. Checking out ends the stay on the day (today, within its days): its end date and
 * total follow, so no rent is due after it, and the tenant is marked as left when no other stay
 * remains; the deposit and what is owed are settled then or later (settlements). Locks the tenant
 * (check-out), the bed, then the booking: the order of createBooking and of every booking write, so
 * two staff acting on one bed never deadlock.
 */
export async function changeBookingStatus(
  db: Tx,
  id: string,
  action: BookingAction,
  actor: AuditActor,
  today: string,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ bedId: bookings.bedId, tenantId: bookings.tenantId })
      .from(bookings)
      .where(eq(bookings.id, id));
    if (!found) return null;
    if (action === 'check-out') {
      await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, found.tenantId)).for('update');
    }
    const [bed] = await tx
      .select({ rent: sql<number>`${beds.baseRentPerDay}::float8` })
      .from(beds)
      .where(eq(beds.id, found.bedId))
      .for('update');
    const [current] = await tx
      .select({
        status: bookings.status,
        start: bookings.startDate,
        end: bookings.endDate,
        billing: bookings.billing,
      })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for('update');
    const rule = BOOKING_ACTIONS[action];
    const from = current!.status as BookingStatus;
    if (!(rule.from as readonly BookingStatus[]).includes(from)) {
      throw conflict(
        `This booking is ${BOOKING_STATUS_LABELS[from].toLowerCase()}; it cannot be ${ACTION_VERBS[action]}`,
      );
    }
    if (action === 'check-in' && today < current!.start) throw conflict(checkInBeforeStart(current!.start));
    const before = (await getBooking(tx, id))!;
    const checkout = checkoutDay(today, current!.start, current!.end);
    // A monthly stay's total follows its end (bookings_monthly_total).
    const ends =
      action === 'check-out' && (current!.end === null || checkout < current!.end)
        ? {
            endDate: checkout,
            ...(current!.billing === 'per_day'
              ? { totalRent: totalRent(current!.start, checkout, bed!.rent) }
              : {}),
          }
        : {};
    // The day it happened, kept for the occupancy history (a past day shows what was true that day).
    const day =
      action === 'check-out' ? { checkedOutOn: today } : action === 'cancel' ? { cancelledOn: today } : {};
    await tx
      .update(bookings)
      .set({ status: rule.to, ...ends, ...day })
      .where(eq(bookings.id, id));
    if (action === 'check-out') await leaveWhenNoStayLeft(tx, found.tenantId, checkout);
    const after = (await getBooking(tx, id))!;
    const kept = ({ status, end_date, total_rent }: typeof before) => ({ status, end_date, total_rent });
    await writeAudit(tx, {
      actor,
      action: `booking.${action.replaceAll('-', '_')}`,
      entity: 'booking',
      entityId: id,
      before: kept(before),
      after: kept(after),
    });
    return after;
  });
}

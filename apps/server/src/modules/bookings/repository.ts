import {
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  type BookingListQuery,
  type BookingStatus,
  type BookingValues,
  OPEN_BOOKING_STATUSES,
} from '@pg/contracts/bookings';
import { bookingDays, totalRent } from '@pg/contracts/rent';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { beds, floors, properties, rooms } from '../../db/schema/inventory.ts';
import { bookings, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { cappedCount, pageTotal, withoutTotal } from '../../lib/list-count.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';
import { holdBed } from '../beds/hold.ts';

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
  deposit: bookings.deposit,
  status: bookings.status,
  notice_given_on: bookings.noticeGivenOn,
  settlement_id: sql<string | null>`(select s.id from settlements s where s.booking_id = ${bookings.id})`,
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
const withDays = (row: Row) => ({ ...row, days: bookingDays(row.start_date, row.end_date) });

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
  // Stays overlapping the range: starting by its last day and ending on or after its first.
  if (opts.to) conditions.push(lte(bookings.startDate, opts.to));
  if (opts.from) conditions.push(gte(bookings.endDate, opts.from));
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
      { start: input.start_date, end: input.end_date },
    );
    if (!bed) return new Missing('Bed');
    const [row] = await tx
      .insert(bookings)
      .values({
        branchId,
        tenantId: input.tenant_id,
        bedId: input.bed_id,
        startDate: input.start_date,
        endDate: input.end_date,
        totalRent: totalRent(input.start_date, input.end_date, bed.rent),
        deposit: input.deposit ?? null,
        status: 'booked',
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

const ACTION_VERBS: Record<BookingAction, string> = {
  'check-in': 'checked in',
  'check-out': 'checked out',
  cancel: 'cancelled',
};

/**
 * Moves a booking along booked -> checked_in -> checked_out, or booked/checked_in -> cancelled.
 * The bed's row is locked before the booking's, the same order as createBooking, so two staff
 * acting on one bed never deadlock.
 */
export async function changeBookingStatus(
  db: Tx,
  id: string,
  action: BookingAction,
  actor: AuditActor,
  today: string,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ bedId: bookings.bedId }).from(bookings).where(eq(bookings.id, id));
    if (!found) return null;
    await tx.select({ id: beds.id }).from(beds).where(eq(beds.id, found.bedId)).for('update');
    const [current] = await tx
      .select({ status: bookings.status })
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
    const before = (await getBooking(tx, id))!;
    // The day it happened, kept for the occupancy history (a past day shows what was true that day).
    const day =
      action === 'check-out' ? { checkedOutOn: today } : action === 'cancel' ? { cancelledOn: today } : {};
    await tx
      .update(bookings)
      .set({ status: rule.to, ...day })
      .where(eq(bookings.id, id));
    const after = (await getBooking(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: `booking.${action.replace('-', '_')}`,
      entity: 'booking',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}

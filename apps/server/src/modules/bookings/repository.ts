import {
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  type BookingListQuery,
  type BookingStatus,
  type BookingValues,
  OPEN_BOOKING_STATUSES,
} from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import { bookingDays, totalRent } from '@pg/contracts/rent';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { beds, floors, properties, rooms } from '../../db/schema/inventory.ts';
import { bookings, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { likePattern } from '../../lib/search.ts';

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
  status: bookings.status,
  created_at: bookings.createdAt,
};

/** Bookings with their tenant's name and where the bed is (bed, room, property). */
const selectBookings = (db: Tx) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(beds, eq(beds.id, bookings.bedId))
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(properties, eq(properties.id, floors.propertyId));

type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];
const withDays = (row: Row) => ({ ...row, days: bookingDays(row.start_date, row.end_date) });

/**
 * A page of a branch's bookings, newest first (bookings_branch_created_idx), searched by tenant
 * name: the branch's matching tenants come from their trigram index. The total is counted in SQL.
 */
export async function listBookings(
  db: Tx,
  branchId: string,
  opts: BookingListQuery & { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(bookings.branchId, branchId)];
  if (opts.status) conditions.push(eq(bookings.status, opts.status));
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
  const rows = await selectBookings(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(bookings).where(where);
  return { items: rows.map(withDays), total: count?.total ?? 0 };
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

/**
 * Sets a bed's is_available from its bookings: occupied while one is checked in, or booked and
 * covering today (India); available otherwise. The one place occupancy is derived; callers run it
 * in the transaction that changed a booking of the bed.
 */
export async function refreshBedAvailability(tx: Tx, bedId: string, today = todayIso()) {
  await tx.execute(sql`
    update beds set is_available = not exists (
      select 1 from bookings b
      where b.bed_id = beds.id
        and (b.status = 'checked_in'
          or (b.status = 'booked' and b.start_date <= ${today}::date and b.end_date >= ${today}::date)))
    where id = ${bedId}`);
}

export const TENANT_HAS_LEFT = 'This tenant has left and cannot be booked';

/**
 * Creates a booking as `booked`, with the total rent worked out here from the dates and the bed's
 * rent per day (the contracts formula), and updates the bed's occupancy, in one transaction.
 * Locks: the tenant's row in share mode (so they cannot be marked as left meanwhile), then the
 * bed's row (so bookings of one bed queue up); the exclusion constraint bookings_no_overlap has
 * the last word on overlapping dates, and its violation answers 409.
 */
export async function createBooking(db: Tx, branchId: string, input: BookingValues, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ leftAt: tenants.leftAt })
      .from(tenants)
      .where(and(eq(tenants.id, input.tenant_id), eq(tenants.branchId, branchId)))
      .for('share');
    if (!tenant) throw notFound('Tenant');
    if (tenant.leftAt) throw conflict(TENANT_HAS_LEFT, { tenant_id: TENANT_HAS_LEFT });
    const [bed] = await tx
      .select({ rent: beds.baseRentPerDay })
      .from(beds)
      .where(and(eq(beds.id, input.bed_id), eq(beds.branchId, branchId)))
      .for('update');
    if (!bed) throw notFound('Bed');
    const [row] = await tx
      .insert(bookings)
      .values({
        branchId,
        tenantId: input.tenant_id,
        bedId: input.bed_id,
        startDate: input.start_date,
        endDate: input.end_date,
        totalRent: totalRent(input.start_date, input.end_date, bed.rent),
        status: 'booked',
      })
      .returning({ id: bookings.id });
    await refreshBedAvailability(tx, input.bed_id);
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
 * Moves a booking along booked -> checked_in -> checked_out, or booked/checked_in -> cancelled,
 * and updates its bed's occupancy in the same transaction. The bed's row is locked before the
 * booking's, the same order as createBooking, so two staff acting on one bed never deadlock.
 */
export async function changeBookingStatus(db: Tx, id: string, action: BookingAction, actor: AuditActor) {
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
    await tx.update(bookings).set({ status: rule.to }).where(eq(bookings.id, id));
    await refreshBedAvailability(tx, found.bedId);
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

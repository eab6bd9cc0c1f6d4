import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ScopedRecord } from '../src/access/branch-scope.ts';
import { query, type Tx } from '../src/db/client.ts';
import { charges } from '../src/db/schema/charges.ts';
import { notices } from '../src/db/schema/complaint-threads.ts';
import { meterReadings, meters } from '../src/db/schema/electricity.ts';
import { beds, branches, floors, properties, rooms } from '../src/db/schema/inventory.ts';
import { outbox } from '../src/db/schema/messages.ts';
import { bookings, complaints, expenses, payments, tenants } from '../src/db/schema/operations.ts';
import { recurringExpenses } from '../src/db/schema/recurring-expenses.ts';
import { visitors } from '../src/db/schema/tenant-records.ts';
import { createDataCipher } from '../src/lib/crypto.ts';
import { insertApplication } from '../src/modules/applications/repository.ts';

/**
 * Test data by direct inserts, for tests of features that only read these tables. Each helper
 * takes its parent row (whose `id` and `branchId` it uses) and optional overrides, fills the rest
 * with valid, unique values and returns the inserted row.
 */

let seq = 0;
const next = () => ++seq;
const suffix = () => randomBytes(3).toString('hex');

type Parent = { id: string; branchId: string };

export async function makeBranch(db: Tx, over: Partial<typeof branches.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(branches)
    .values({ code: `T_${n}_${suffix()}`, name: `Test branch ${n}`, ...over })
    .returning();
  return row!;
}

export async function makeProperty(
  db: Tx,
  branch: { id: string },
  over: Partial<typeof properties.$inferInsert> = {},
) {
  const [row] = await db
    .insert(properties)
    .values({ branchId: branch.id, name: `Property ${next()}`, ...over })
    .returning();
  return row!;
}

export async function makeFloor(db: Tx, property: Parent, over: Partial<typeof floors.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(floors)
    .values({
      branchId: property.branchId,
      propertyId: property.id,
      floorNumber: n,
      name: `Floor ${n}`,
      ...over,
    })
    .returning();
  return row!;
}

export async function makeRoom(db: Tx, floor: Parent, over: Partial<typeof rooms.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(rooms)
    .values({
      branchId: floor.branchId,
      floorId: floor.id,
      roomNumber: String(n),
      name: `Room ${n}`,
      ...over,
    })
    .returning();
  return row!;
}

export async function makeBed(db: Tx, room: Parent, over: Partial<typeof beds.$inferInsert> = {}) {
  const [row] = await db
    .insert(beds)
    .values({
      branchId: room.branchId,
      roomId: room.id,
      bedNumber: `B${next()}`,
      bedType: 'single',
      baseRentPerDay: 500,
      ...over,
    })
    .returning();
  return row!;
}

/**
 * A bed written in SQL with the columns every schema level has: for upgrade tests that fill a
 * database at an older level, whose beds lack the newer columns.
 */
export async function makeOldBed(db: Tx, room: Parent, rent = 500) {
  const [row] = await query<{ id: string; branchId: string; roomId: string }>(
    db,
    sql`insert into beds (branch_id, room_id, bed_number, bed_type, base_rent_per_day)
        values (${room.branchId}, ${room.id}, ${`B${next()}`}, 'single', ${rent})
        returning id, branch_id as "branchId", room_id as "roomId"`,
  );
  return row!;
}

/** A branch with one property, one floor and one room: the usual parent of beds in a test. */
export async function makeRoomInNewBranch(db: Tx, branchOver: Partial<typeof branches.$inferInsert> = {}) {
  const branch = await makeBranch(db, branchOver);
  const property = await makeProperty(db, branch);
  const floor = await makeFloor(db, property);
  const room = await makeRoom(db, floor);
  return { branch, property, floor, room };
}

export async function makeTenant(
  db: Tx,
  branch: { id: string },
  over: Partial<typeof tenants.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(tenants)
    .values({ branchId: branch.id, name: `Tenant ${n}`, phone: `98${String(n).padStart(8, '0')}`, ...over })
    .returning();
  return row!;
}

export async function makeBooking(
  db: Tx,
  refs: { bed: Parent; tenant: { id: string } },
  over: Partial<typeof bookings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(bookings)
    .values({
      branchId: refs.bed.branchId,
      bedId: refs.bed.id,
      tenantId: refs.tenant.id,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      totalRent: 15500,
      ...over,
    })
    .returning();
  return row!;
}

/** A stay checked in from `startDate` until notice, rent by the calendar month (makeBooking's `over`). */
export const monthlyStay = (startDate: string, monthlyRent: number) =>
  ({
    startDate,
    endDate: null,
    totalRent: null,
    billing: 'monthly',
    monthlyRent,
    dueDay: 'calendar',
    status: 'checked_in',
  }) as const;

/** A bed and a tenant in a new branch (one property, floor and room): the parents of a booking. */
export async function makeBedAndTenant(db: Tx, bedOver: Partial<typeof beds.$inferInsert> = {}) {
  const { branch, property, floor, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, bedOver);
  const tenant = await makeTenant(db, branch);
  return { branch, property, floor, room, bed, tenant };
}

/** A booking of a new bed by a new tenant in a new branch, with its parents. */
export async function makeStay(db: Tx, over: Partial<typeof bookings.$inferInsert> = {}) {
  const parents = await makeBedAndTenant(db);
  const booking = await makeBooking(db, parents, over);
  return { ...parents, booking };
}

export async function makePayment(db: Tx, tenant: Parent, over: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db
    .insert(payments)
    .values({
      branchId: tenant.branchId,
      tenantId: tenant.id,
      amount: 1000,
      method: 'cash',
      date: '2025-01-15',
      ...over,
    })
    .returning();
  return row!;
}

export async function makeExpense(
  db: Tx,
  branch: { id: string },
  over: Partial<typeof expenses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(expenses)
    .values({ branchId: branch.id, date: '2025-01-15', category: 'Maintenance', amount: 500, ...over })
    .returning();
  return row!;
}

export async function makeNotice(
  db: Tx,
  branch: { id: string },
  over: Partial<typeof notices.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notices)
    .values({ branchId: branch.id, title: 'Water off', body: 'No water on Sunday 10 to 12', ...over })
    .returning();
  return row!;
}

/** A recurring expense of a branch (₹1,000 on the 5th from 2026-01-01, no end); returns its id. */
export async function makeRecurringExpense(
  db: Tx,
  branch: { id: string },
  over: Partial<typeof recurringExpenses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(recurringExpenses)
    .values({
      branchId: branch.id,
      category: 'Internet',
      amount: 1000,
      dayOfMonth: 5,
      startsOn: '2026-01-01',
      ...over,
    })
    .returning({ id: recurringExpenses.id });
  return row!.id;
}

export async function makeComplaint(
  db: Tx,
  tenant: Parent,
  over: Partial<typeof complaints.$inferInsert> = {},
) {
  const [row] = await db
    .insert(complaints)
    .values({
      branchId: tenant.branchId,
      tenantId: tenant.id,
      category: 'Plumbing',
      description: 'Tap is leaking',
      ...over,
    })
    .returning();
  return row!;
}

export async function makeCharge(db: Tx, tenant: Parent, over: Partial<typeof charges.$inferInsert> = {}) {
  const [row] = await db
    .insert(charges)
    .values({
      branchId: tenant.branchId,
      tenantId: tenant.id,
      date: '2025-01-15',
      category: 'Electricity',
      amount: 250,
      ...over,
    })
    .returning();
  return row!;
}

export async function makeVisitor(db: Tx, tenant: Parent, over: Partial<typeof visitors.$inferInsert> = {}) {
  const [row] = await db
    .insert(visitors)
    .values({
      branchId: tenant.branchId,
      tenantId: tenant.id,
      name: `Visitor ${next()}`,
      inAt: '2026-03-10T10:00:00.000Z',
      ...over,
    })
    .returning();
  return row!;
}

/** A pending tenant application (no photos), sealed with the server's data key like a real one. */
export async function makeApplication(db: Tx, dataKey: Buffer, branch: { id: string }) {
  const n = next();
  return insertApplication(db, createDataCipher(dataKey), {
    branchId: branch.id,
    fullName: `Applicant ${n}`,
    phone: `97${String(n).padStart(8, '0')}`,
    aadharNumber: String(100000000000 + n),
    selfieFileId: null,
    aadharPhotoFileId: null,
  });
}

/**
 * A new record of a branch-scoped kind (the `scope` a route declares for its `:id`) in a branch,
 * with whatever parents it needs; returns its id.
 */
export async function makeScopedRecord(
  db: Tx,
  dataKey: Buffer,
  kind: ScopedRecord,
  branch: { id: string },
): Promise<string> {
  const property = () => makeProperty(db, branch);
  const floor = async () => makeFloor(db, await property());
  const room = async () => makeRoom(db, await floor());
  const bed = async () => makeBed(db, await room());
  const tenant = () => makeTenant(db, branch);
  switch (kind) {
    case 'property':
      return (await property()).id;
    case 'floor':
      return (await floor()).id;
    case 'room':
      return (await room()).id;
    case 'bed':
      return (await bed()).id;
    case 'tenant':
      return (await tenant()).id;
    case 'booking':
      return (await makeBooking(db, { bed: await bed(), tenant: await tenant() })).id;
    case 'payment':
      return (await makePayment(db, await tenant())).id;
    case 'complaint':
      return (await makeComplaint(db, await tenant())).id;
    case 'expense':
      return (await makeExpense(db, branch)).id;
    case 'notice':
      return (await makeNotice(db, branch)).id;
    case 'recurring_expense':
      return makeRecurringExpense(db, branch);
    case 'charge':
      return (await makeCharge(db, await tenant())).id;
    case 'application':
      return makeApplication(db, dataKey, branch);
    case 'visitor':
      return (await makeVisitor(db, await tenant())).id;
    case 'meter':
      return makeMeter(db, await room());
    case 'message': {
      const t = await tenant();
      const [row] = await db
        .insert(outbox)
        .values({
          branchId: branch.id,
          tenantId: t.id,
          kind: 'receipt',
          channel: 'email',
          dedupeKey: `test:${t.id}`,
          recipient: 'tenant@example.com',
          body: 'Receipt',
          status: 'failed',
          nextAttemptAt: new Date().toISOString(),
        })
        .returning({ id: outbox.id });
      return row!.id;
    }
    case 'meter_reading': {
      const meterId = await makeMeter(db, await room());
      const [row] = await db
        .insert(meterReadings)
        .values({ branchId: branch.id, meterId, date: '2026-01-01', reading: 100 })
        .returning({ id: meterReadings.id });
      return row!.id;
    }
  }
}

/** An electricity meter of a room; returns its id. */
export async function makeMeter(db: Tx, room: Parent, over: Partial<typeof meters.$inferInsert> = {}) {
  const [row] = await db
    .insert(meters)
    .values({ branchId: room.branchId, roomId: room.id, name: `Meter ${next()}`, ...over })
    .returning({ id: meters.id });
  return row!.id;
}

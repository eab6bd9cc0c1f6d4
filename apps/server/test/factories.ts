import { randomBytes } from 'node:crypto';
import type { Tx } from '../src/db/client.ts';
import { beds, branches, floors, properties, rooms } from '../src/db/schema/inventory.ts';
import { bookings, complaints, expenses, payments, tenants } from '../src/db/schema/operations.ts';

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

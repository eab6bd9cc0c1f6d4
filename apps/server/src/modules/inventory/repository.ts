import type {
  Bed,
  BedListQuery,
  Floor,
  FloorListQuery,
  InventoryStats,
  Property,
  PropertyListQuery,
  Room,
  RoomListQuery,
} from '@pg/contracts/inventory';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict, notFound, pgError } from '../../lib/errors.ts';
import { likePattern } from '../../lib/search.ts';

/**
 * Properties, floors, rooms and beds. Every row carries its branch_id, always copied from its
 * parent inside the statement that writes it (only a property's branch comes from the caller).
 * The rules that need more than a constraint run in one transaction with the rows they depend on
 * locked: a room never holds more beds than its capacity, and nothing with a live booking
 * (booked or checked in) under it is deleted.
 */

type ListResult<T> = { items: T[]; total: number };
type Page = { limit: number; offset: number };

/** Booking statuses that hold a bed. */
const LIVE = sql`('booked', 'checked_in')`;

/**
 * Natural order of a text number: '2' before '10', 'A2' before 'A10'. The text before a trailing
 * run of digits, then that number (-1 when none), then the text itself (so '01' and '1' keep a
 * fixed order). The same expressions index rooms and beds (naturalKey in db/schema/inventory.ts),
 * so page one of a list is read in order from the index, however many rows the branch has.
 */
const naturalOrder = (col: SQL) =>
  sql`regexp_replace(${col}, '[0-9]+$', ''), coalesce(substring(${col} from '[0-9]+$')::numeric, -1), ${col}`;

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const whereAll = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
const count = async (db: Tx, statement: SQL) => (await query<{ n: number }>(db, statement))[0]?.n ?? 0;

/** Rethrows a unique violation of `constraint` as a 409 naming the clash; anything else as is. */
function clash(err: unknown, constraint: string, message: string, field: string): never {
  if (pgError(err)?.constraint === constraint) throw conflict(message, { [field]: message });
  throw err;
}

const bookedBedsMessage = (what: string, n: number) =>
  `This ${what} cannot be deleted: ${n === 1 ? '1 bed in it has' : `${n} beds in it have`} a booked or checked-in booking. Check the tenant out or cancel the booking first.`;

/** Locks the beds selected by `bedsWhere` and counts the ones with a live booking (same transaction). */
async function lockBedsAndCountBooked(tx: Tx, bedsFrom: SQL) {
  await query(tx, sql`select bd.id ${bedsFrom} for update of bd`);
  return count(
    tx,
    sql`select count(distinct bd.id)::int as n ${bedsFrom}
        and exists (select 1 from bookings bk where bk.bed_id = bd.id and bk.status in ${LIVE})`,
  );
}

// Stats -----------------------------------------------------------------------------------------

export async function inventoryStats(db: Tx, branchId: string): Promise<InventoryStats> {
  const [row] = await query<InventoryStats>(
    db,
    sql`select
      (select count(*)::int from properties where branch_id = ${branchId}) as properties,
      (select count(*)::int from floors where branch_id = ${branchId}) as floors,
      r.rooms, r.total_capacity, b.beds, b.available_beds, b.beds - b.available_beds as occupied_beds
    from
      (select count(*)::int as rooms, coalesce(sum(capacity), 0)::int as total_capacity
         from rooms where branch_id = ${branchId}) r,
      (select count(*)::int as beds, (count(*) filter (where is_available))::int as available_beds
         from beds where branch_id = ${branchId}) b`,
  );
  return row!;
}

// Properties ------------------------------------------------------------------------------------

type PropertyRow = Omit<Property, 'created_at'> & { created_at: unknown };

const propertySelect = sql`select p.id, p.branch_id, br.code as branch_code, p.name, p.address, p.description,
    p.created_at,
    (select count(*)::int from floors f where f.property_id = p.id) as floor_count,
    (select count(*)::int from rooms r join floors f on f.id = r.floor_id where f.property_id = p.id) as room_count,
    (select count(*)::int from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
      where f.property_id = p.id) as bed_count
  from properties p join branches br on br.id = p.branch_id`;

const toProperty = (r: PropertyRow): Property => ({ ...r, created_at: iso(r.created_at) });

export async function listProperties(
  db: Tx,
  branchId: string,
  opts: Omit<PropertyListQuery, 'limit' | 'offset'> & Page,
): Promise<ListResult<Property>> {
  const where = whereAll([
    sql`p.branch_id = ${branchId}`,
    opts.q
      ? sql`(p.name ilike ${likePattern(opts.q)} or coalesce(p.address, '') ilike ${likePattern(opts.q)})`
      : undefined,
  ]);
  const order = opts.sort === 'name' ? sql`p.name, p.id` : sql`p.created_at desc, p.id desc`;
  const [rows, total] = await Promise.all([
    query<PropertyRow>(
      db,
      sql`${propertySelect} where ${where} order by ${order} limit ${opts.limit} offset ${opts.offset}`,
    ),
    count(db, sql`select count(*)::int as n from properties p where ${where}`),
  ]);
  return { items: rows.map(toProperty), total };
}

export async function getProperty(db: Tx, id: string): Promise<Property | null> {
  const [row] = await query<PropertyRow>(db, sql`${propertySelect} where p.id = ${id}`);
  return row ? toProperty(row) : null;
}

type PropertyValues = { name: string; address: string | null; description: string | null };

export async function createProperty(db: Tx, branchId: string, input: PropertyValues) {
  const [row] = await query<{ id: string }>(
    db,
    sql`insert into properties (branch_id, name, address, description)
        values (${branchId}, ${input.name}, ${input.address}, ${input.description}) returning id`,
  );
  return (await getProperty(db, row!.id))!;
}

/**
 * Updates a property; with another branch_id, moves it and everything under it to that branch,
 * which is refused while any of its beds has a booking (bookings belong to the old branch).
 */
export async function updateProperty(
  db: Tx,
  id: string,
  input: PropertyValues & { branch_id?: string | undefined },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [current] = await query<{ branch_id: string }>(
      tx,
      sql`select branch_id from properties where id = ${id} for update`,
    );
    if (!current) return null;
    const target = input.branch_id;
    if (target && target !== current.branch_id) {
      const exists = await query(tx, sql`select 1 from branches where id = ${target}`);
      if (!exists.length) throw notFound('Branch');
      const bedsFrom = sql`from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
        where f.property_id = ${id}`;
      await query(tx, sql`select bd.id ${bedsFrom} for update of bd`);
      const booked = await count(
        tx,
        sql`select count(*)::int as n from bookings bk where bk.bed_id in (select bd.id ${bedsFrom})`,
      );
      if (booked > 0) {
        const message = 'This property has bookings, so it cannot move to another branch';
        throw conflict(message, { branch_id: message });
      }
      await query(tx, sql`update properties set branch_id = ${target} where id = ${id}`);
      await query(tx, sql`update floors set branch_id = ${target} where property_id = ${id}`);
      await query(
        tx,
        sql`update rooms set branch_id = ${target} where floor_id in (select id from floors where property_id = ${id})`,
      );
      await query(
        tx,
        sql`update beds set branch_id = ${target} where room_id in (select r.id from rooms r
        join floors f on f.id = r.floor_id where f.property_id = ${id})`,
      );
      await writeAudit(tx, {
        actor,
        action: 'property.move',
        entity: 'property',
        entityId: id,
        before: { branch_id: current.branch_id },
        after: { branch_id: target },
      });
    }
    await query(
      tx,
      sql`update properties set name = ${input.name}, address = ${input.address}, description = ${input.description}
          where id = ${id}`,
    );
    return getProperty(tx, id);
  });
}

/** Deletes a property and all under it, unless a bed in it has a live booking. false: not found. */
export async function deleteProperty(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const before = await getPropertyForUpdate(tx, id);
    if (!before) return false;
    const booked = await lockBedsAndCountBooked(
      tx,
      sql`from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id where f.property_id = ${id}`,
    );
    if (booked > 0) throw conflict(bookedBedsMessage('property', booked));
    await query(tx, sql`delete from properties where id = ${id}`);
    await writeAudit(tx, { actor, action: 'property.delete', entity: 'property', entityId: id, before });
    return true;
  });
}

async function getPropertyForUpdate(tx: Tx, id: string) {
  const [row] = await query<Record<string, unknown>>(
    tx,
    sql`select id, branch_id, name, address, description from properties where id = ${id} for update`,
  );
  return row ?? null;
}

// Floors ----------------------------------------------------------------------------------------

type FloorRow = Omit<Floor, 'created_at'> & { created_at: unknown };

const floorSelect = sql`select f.id, f.branch_id, f.property_id, p.name as property_name, f.floor_number, f.name,
    f.description, f.created_at,
    (select count(*)::int from rooms r where r.floor_id = f.id) as room_count
  from floors f join properties p on p.id = f.property_id`;

const toFloor = (r: FloorRow): Floor => ({ ...r, created_at: iso(r.created_at) });

export async function listFloors(
  db: Tx,
  branchId: string,
  opts: Omit<FloorListQuery, 'limit' | 'offset'> & Page,
): Promise<ListResult<Floor>> {
  const where = whereAll([
    sql`f.branch_id = ${branchId}`,
    opts.property_id ? sql`f.property_id = ${opts.property_id}` : undefined,
    opts.q ? sql`f.name ilike ${likePattern(opts.q)}` : undefined,
  ]);
  const [rows, total] = await Promise.all([
    query<FloorRow>(
      db,
      sql`${floorSelect} where ${where} order by f.floor_number, p.name, f.property_id, f.id
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    count(db, sql`select count(*)::int as n from floors f where ${where}`),
  ]);
  return { items: rows.map(toFloor), total };
}

export async function getFloor(db: Tx, id: string): Promise<Floor | null> {
  const [row] = await query<FloorRow>(db, sql`${floorSelect} where f.id = ${id}`);
  return row ? toFloor(row) : null;
}

type FloorValues = { floor_number: number; name: string; description: string | null };
const floorClash = (err: unknown, n: number) =>
  clash(err, 'floors_property_number_key', `Floor ${n} already exists in this property`, 'floor_number');

/** Adds a floor to a property of the branch; null when the property is not in the branch. */
export async function createFloor(db: Tx, branchId: string, input: FloorValues & { property_id: string }) {
  const rows = await query<{ id: string }>(
    db,
    sql`insert into floors (branch_id, property_id, floor_number, name, description)
        select p.branch_id, p.id, ${input.floor_number}, ${input.name}, ${input.description}
        from properties p where p.id = ${input.property_id} and p.branch_id = ${branchId}
        returning id`,
  ).catch((err) => floorClash(err, input.floor_number));
  return rows[0] ? getFloor(db, rows[0].id) : null;
}

export async function updateFloor(db: Tx, id: string, input: FloorValues) {
  const rows = await query<{ id: string }>(
    db,
    sql`update floors set floor_number = ${input.floor_number}, name = ${input.name},
          description = ${input.description}
        where id = ${id} returning id`,
  ).catch((err) => floorClash(err, input.floor_number));
  return rows[0] ? getFloor(db, id) : null;
}

export async function deleteFloor(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, property_id, floor_number, name from floors where id = ${id} for update`,
    );
    if (!before) return false;
    const booked = await lockBedsAndCountBooked(
      tx,
      sql`from beds bd join rooms r on r.id = bd.room_id where r.floor_id = ${id}`,
    );
    if (booked > 0) throw conflict(bookedBedsMessage('floor', booked));
    await query(tx, sql`delete from floors where id = ${id}`);
    await writeAudit(tx, { actor, action: 'floor.delete', entity: 'floor', entityId: id, before });
    return true;
  });
}

// Rooms -----------------------------------------------------------------------------------------

type RoomRow = Omit<Room, 'created_at'> & { created_at: unknown };

const roomSelect = sql`select r.id, r.branch_id, r.floor_id, f.floor_number, f.property_id, p.name as property_name,
    r.room_number, r.name, r.room_type, r.capacity, r.created_at,
    (select count(*)::int from beds bd where bd.room_id = r.id) as bed_count
  from rooms r join floors f on f.id = r.floor_id join properties p on p.id = f.property_id`;

const toRoom = (r: RoomRow): Room => ({ ...r, created_at: iso(r.created_at) });

export async function listRooms(
  db: Tx,
  branchId: string,
  opts: Omit<RoomListQuery, 'limit' | 'offset'> & Page,
): Promise<ListResult<Room>> {
  const where = whereAll([
    sql`r.branch_id = ${branchId}`,
    opts.floor_id ? sql`r.floor_id = ${opts.floor_id}` : undefined,
    opts.property_id ? sql`f.property_id = ${opts.property_id}` : undefined,
    opts.q
      ? sql`(r.room_number ilike ${likePattern(opts.q)} or r.name ilike ${likePattern(opts.q)})`
      : undefined,
  ]);
  const [rows, total] = await Promise.all([
    query<RoomRow>(
      db,
      sql`${roomSelect} where ${where}
          order by ${naturalOrder(sql`r.room_number`)}, p.name, f.floor_number, r.id
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    count(
      db,
      opts.property_id
        ? sql`select count(*)::int as n from rooms r join floors f on f.id = r.floor_id where ${where}`
        : sql`select count(*)::int as n from rooms r where ${where}`,
    ),
  ]);
  return { items: rows.map(toRoom), total };
}

export async function getRoom(db: Tx, id: string): Promise<Room | null> {
  const [row] = await query<RoomRow>(db, sql`${roomSelect} where r.id = ${id}`);
  return row ? toRoom(row) : null;
}

type RoomValues = { room_number: string; name: string; room_type: string | null; capacity: number };
const roomClash = (err: unknown, n: string) =>
  clash(err, 'rooms_floor_number_key', `Room ${n} already exists on this floor`, 'room_number');

/** Adds a room to a floor of the branch; null when the floor is not in the branch. */
export async function createRoom(db: Tx, branchId: string, input: RoomValues & { floor_id: string }) {
  const rows = await query<{ id: string }>(
    db,
    sql`insert into rooms (branch_id, floor_id, room_number, name, room_type, capacity)
        select f.branch_id, f.id, ${input.room_number}, ${input.name}, ${input.room_type}, ${input.capacity}
        from floors f where f.id = ${input.floor_id} and f.branch_id = ${branchId}
        returning id`,
  ).catch((err) => roomClash(err, input.room_number));
  return rows[0] ? getRoom(db, rows[0].id) : null;
}

/** Updates a room; its capacity may not drop below the beds it already holds. */
export async function updateRoom(db: Tx, id: string, input: RoomValues) {
  return db.transaction(async (tx) => {
    const [room] = await query<{ id: string }>(tx, sql`select id from rooms where id = ${id} for update`);
    if (!room) return null;
    const beds = await count(tx, sql`select count(*)::int as n from beds where room_id = ${id}`);
    if (input.capacity < beds) {
      const message = `This room already has ${beds} beds, so its capacity cannot be less than ${beds}`;
      throw conflict(message, { capacity: message });
    }
    await query(
      tx,
      sql`update rooms set room_number = ${input.room_number}, name = ${input.name}, room_type = ${input.room_type},
            capacity = ${input.capacity}
          where id = ${id}`,
    ).catch((err) => roomClash(err, input.room_number));
    return getRoom(tx, id);
  });
}

export async function deleteRoom(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, floor_id, room_number, name, room_type, capacity from rooms where id = ${id} for update`,
    );
    if (!before) return false;
    const booked = await lockBedsAndCountBooked(tx, sql`from beds bd where bd.room_id = ${id}`);
    if (booked > 0) throw conflict(bookedBedsMessage('room', booked));
    await query(tx, sql`delete from rooms where id = ${id}`);
    await writeAudit(tx, { actor, action: 'room.delete', entity: 'room', entityId: id, before });
    return true;
  });
}

// Beds ------------------------------------------------------------------------------------------

type BedRow = Omit<Bed, 'created_at'> & { created_at: unknown };

const bedSelect = sql`select bd.id, bd.branch_id, bd.room_id, r.room_number, r.name as room_name, r.floor_id,
    f.floor_number, f.property_id, p.name as property_name, bd.bed_number, bd.bed_type, bd.is_available,
    bd.base_rent_per_day::float8 as base_rent_per_day, bd.created_at
  from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
    join properties p on p.id = f.property_id`;

const toBed = (r: BedRow): Bed => ({ ...r, created_at: iso(r.created_at) });

export async function listBeds(
  db: Tx,
  branchId: string,
  opts: Omit<BedListQuery, 'limit' | 'offset'> & Page,
): Promise<ListResult<Bed>> {
  const where = whereAll([
    sql`bd.branch_id = ${branchId}`,
    opts.room_id ? sql`bd.room_id = ${opts.room_id}` : undefined,
    opts.floor_id ? sql`r.floor_id = ${opts.floor_id}` : undefined,
    opts.property_id ? sql`f.property_id = ${opts.property_id}` : undefined,
    opts.status ? sql`bd.is_available = ${opts.status === 'available'}` : undefined,
    // Search: the bed's number, its room's number or name, or its property's name.
    opts.q
      ? sql`(bd.bed_number ilike ${likePattern(opts.q)} or r.room_number ilike ${likePattern(opts.q)}
          or r.name ilike ${likePattern(opts.q)} or p.name ilike ${likePattern(opts.q)})`
      : undefined,
  ]);
  const [rows, total] = await Promise.all([
    query<BedRow>(
      db,
      sql`${bedSelect} where ${where}
          order by ${naturalOrder(sql`bd.bed_number`)}, p.name, f.floor_number, ${naturalOrder(sql`r.room_number`)}, bd.id
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    // The joins only when a filter needs them: counting 100,000 beds is cheap, joining them is not.
    count(
      db,
      opts.property_id || opts.floor_id || opts.q
        ? sql`select count(*)::int as n from beds bd join rooms r on r.id = bd.room_id
            join floors f on f.id = r.floor_id join properties p on p.id = f.property_id where ${where}`
        : sql`select count(*)::int as n from beds bd where ${where}`,
    ),
  ]);
  return { items: rows.map(toBed), total };
}

export async function getBed(db: Tx, id: string): Promise<Bed | null> {
  const [row] = await query<BedRow>(db, sql`${bedSelect} where bd.id = ${id}`);
  return row ? toBed(row) : null;
}

type BedValues = { bed_number: string; bed_type: string; is_available: boolean; base_rent_per_day: number };
const bedClash = (err: unknown, n: string) =>
  clash(err, 'beds_room_number_key', `Bed ${n} already exists in this room`, 'bed_number');

/** Locks a room of the branch and refuses when it already holds as many beds as its capacity. */
async function lockRoomWithSpace(tx: Tx, roomId: string, branchId: string) {
  const [room] = await query<{ id: string; branch_id: string; capacity: number; room_number: string }>(
    tx,
    sql`select id, branch_id, capacity, room_number from rooms
        where id = ${roomId} and branch_id = ${branchId} for update`,
  );
  if (!room) throw notFound('Room');
  const beds = await count(tx, sql`select count(*)::int as n from beds where room_id = ${roomId}`);
  if (beds >= room.capacity) {
    const message = `Room ${room.room_number} is full: it has ${beds} ${beds === 1 ? 'bed' : 'beds'} and a capacity of ${room.capacity}. Raise its capacity to add another bed.`;
    throw conflict(message, { room_id: message });
  }
  return room;
}

/** Adds a bed to a room of the branch, within the room's capacity. */
export async function createBed(db: Tx, branchId: string, input: BedValues & { room_id: string }) {
  return db.transaction(async (tx) => {
    const room = await lockRoomWithSpace(tx, input.room_id, branchId);
    const [row] = await query<{ id: string }>(
      tx,
      sql`insert into beds (branch_id, room_id, bed_number, bed_type, is_available, base_rent_per_day)
          values (${room.branch_id}, ${room.id}, ${input.bed_number}, ${input.bed_type}, ${input.is_available},
            ${input.base_rent_per_day})
          returning id`,
    ).catch((err) => bedClash(err, input.bed_number));
    return (await getBed(tx, row!.id))!;
  });
}

/** Updates a bed; a new room_id moves it to that room of the same branch, if the room has space. */
export async function updateBed(db: Tx, id: string, input: BedValues & { room_id: string }) {
  return db.transaction(async (tx) => {
    const [bed] = await query<{ room_id: string; branch_id: string }>(
      tx,
      sql`select room_id, branch_id from beds where id = ${id} for update`,
    );
    if (!bed) return null;
    if (input.room_id !== bed.room_id) await lockRoomWithSpace(tx, input.room_id, bed.branch_id);
    await query(
      tx,
      sql`update beds set room_id = ${input.room_id}, bed_number = ${input.bed_number}, bed_type = ${input.bed_type},
            is_available = ${input.is_available}, base_rent_per_day = ${input.base_rent_per_day}
          where id = ${id}`,
    ).catch((err) => bedClash(err, input.bed_number));
    return getBed(tx, id);
  });
}

export async function deleteBed(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, room_id, bed_number, bed_type, base_rent_per_day::float8 as base_rent_per_day
          from beds where id = ${id} for update`,
    );
    if (!before) return false;
    const booked = await count(
      tx,
      sql`select count(*)::int as n from bookings where bed_id = ${id} and status in ${LIVE}`,
    );
    if (booked > 0) {
      throw conflict(
        'This bed cannot be deleted: it has a booked or checked-in booking. Check the tenant out or cancel the booking first.',
      );
    }
    await query(tx, sql`delete from beds where id = ${id}`);
    await writeAudit(tx, { actor, action: 'bed.delete', entity: 'bed', entityId: id, before });
    return true;
  });
}

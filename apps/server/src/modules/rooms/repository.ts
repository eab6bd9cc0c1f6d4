import type { Room, RoomBeds, RoomListQuery } from '@pg/contracts/inventory';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict, explainClash } from '../../lib/errors.ts';
import { naturalOrder } from '../../lib/natural-order.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';
import { countOf, isoTimestamp, whereAll } from '../../lib/sql.ts';
import { bookedBedsMessage, lockBedsAndCountBooked } from '../beds/index.ts';

/** Rooms, on floors. A room's branch_id is copied from its floor inside the statement that writes it. */

type RoomRow = Omit<Room, 'created_at'> & { created_at: unknown };

const roomSelect = sql`select r.id, r.branch_id, r.floor_id, f.floor_number, f.property_id, p.name as property_name,
    r.room_number, r.name, r.room_type, r.capacity, r.created_at,
    (select count(*)::int from beds bd where bd.room_id = r.id) as bed_count
  from rooms r join floors f on f.id = r.floor_id join properties p on p.id = f.property_id`;

const toRoom = (r: RoomRow): Room => ({ ...r, created_at: isoTimestamp(r.created_at) });

export async function listRooms(
  db: Tx,
  branchId: string,
  opts: Omit<RoomListQuery, 'limit' | 'offset'> & { limit: number; offset: number },
): Promise<{ items: Room[]; total: number }> {
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
    countOf(
      db,
      opts.property_id
        ? sql`select count(*)::int as n from rooms r join floors f on f.id = r.floor_id where ${where}`
        : sql`select count(*)::int as n from rooms r where ${where}`,
    ),
  ]);
  return { items: rows.map(toRoom), total };
}

async function getRoom(db: Tx, id: string): Promise<Room | null> {
  const [row] = await query<RoomRow>(db, sql`${roomSelect} where r.id = ${id}`);
  return row ? toRoom(row) : null;
}

type RoomValues = { room_number: string; name: string; room_type: string | null; capacity: number };

/** Bed numbers of a room created with `count` beds: A, B, C…, or 1, 2, 3… past 26. */
export const newBedNumbers = (count: number) =>
  Array.from({ length: count }, (_, i) => (count <= 26 ? String.fromCharCode(65 + i) : String(i + 1)));

/**
 * Adds a room to a floor of the branch, with its beds when `beds` is given (one statement each,
 * in one transaction); Missing when the branch has no such floor.
 */
export async function createRoom(
  db: Tx,
  branchId: string,
  input: RoomValues & { floor_id: string; beds?: RoomBeds | undefined },
) {
  return db.transaction(async (tx) => {
    const rows = await query<{ id: string; branch_id: string }>(
      tx,
      sql`insert into rooms (branch_id, floor_id, room_number, name, room_type, capacity)
          select f.branch_id, f.id, ${input.room_number}, ${input.name}, ${input.room_type}, ${input.capacity}
          from floors f where f.id = ${input.floor_id} and f.branch_id = ${branchId}
          returning id, branch_id`,
    ).catch((err) => explainClash(err, input.room_number));
    const row = rows[0];
    if (!row) return new Missing('Floor');
    const beds = input.beds;
    if (beds) {
      await query(
        tx,
        sql`insert into beds (branch_id, room_id, bed_number, bed_type, base_rent_per_day, monthly_rent)
            select ${row.branch_id}, ${row.id}, n, ${beds.bed_type}, ${beds.base_rent_per_day ?? null},
              ${beds.monthly_rent ?? null}
            from unnest(array[${sql.join(
              newBedNumbers(beds.count).map((n) => sql`${n}`),
              sql`, `,
            )}]::text[]) as n`,
      );
    }
    return (await getRoom(tx, row.id))!;
  });
}

/** Updates a room; its capacity may not drop below the beds it already holds. Null when there is none. */
export async function updateRoom(db: Tx, id: string, input: RoomValues) {
  return db.transaction(async (tx) => {
    const [room] = await query<{ id: string }>(tx, sql`select id from rooms where id = ${id} for update`);
    if (!room) return null;
    const beds = await countOf(tx, sql`select count(*)::int as n from beds where room_id = ${id}`);
    if (input.capacity < beds) {
      const message = `This room already has ${beds} beds, so its capacity cannot be less than ${beds}`;
      throw conflict(message, { capacity: message });
    }
    await query(
      tx,
      sql`update rooms set room_number = ${input.room_number}, name = ${input.name}, room_type = ${input.room_type},
            capacity = ${input.capacity}
          where id = ${id}`,
    ).catch((err) => explainClash(err, input.room_number));
    return getRoom(tx, id);
  });
}

/** Deletes a room and its beds unless one has a live booking, audited; the deleted room, or null. */
export async function deleteRoom(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, floor_id, room_number, name, room_type, capacity from rooms where id = ${id} for update`,
    );
    if (!before) return null;
    const booked = await lockBedsAndCountBooked(tx, sql`from beds bd where bd.room_id = ${id}`);
    if (booked > 0) throw conflict(bookedBedsMessage('room', booked));
    await query(tx, sql`delete from rooms where id = ${id}`);
    await writeAudit(tx, { actor, action: 'room.delete', entity: 'room', entityId: id, before });
    return before;
  });
}

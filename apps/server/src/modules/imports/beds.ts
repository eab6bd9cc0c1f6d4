import {
  AMBIGUOUS_PROPERTY,
  type BedImportRow,
  type BedImportValues,
  bedAlreadyInRoom,
  checkBedRow,
  DUPLICATE_BED_IN_FILE,
  mayNotAdd,
  roomFull,
  UNKNOWN_PROPERTY,
} from '@pg/contracts/bed-import';
import { sql } from 'drizzle-orm';
import { query } from '../../db/client.ts';
import { asJson, type ImportKind } from './run.ts';

type BedToAdd = Omit<BedImportValues, 'property'> & { property_id: string };

const nameKey = (name: string) => name.trim().toLowerCase();
const roomKey = (v: { property_id: string; floor_number: number; room_number: string }) =>
  `${v.property_id}|${v.floor_number}|${v.room_number}`;

/**
 * Beds from a spreadsheet: each row's property found by name (case aside), its floor and room by
 * number, added when the branch has them not; a bed already in its room, on an earlier row, or
 * beyond an existing room's capacity is refused. The branch's rooms are locked first, so the
 * capacities checked hold until the import commits.
 */
export const bedImportKind: ImportKind<BedImportRow, BedImportValues, BedToAdd> = {
  check: checkBedRow,
  action: 'bed.import',
  entity: 'bed',
  async resolve(tx, branchId, valid, by) {
    const properties = await query<{ id: string; name: string }>(
      tx,
      sql`select id, name from properties where branch_id = ${branchId}`,
    );
    const rooms = await query<{
      id: string;
      property_id: string;
      floor_number: number;
      room_number: string;
      capacity: number;
    }>(
      tx,
      sql`select r.id, f.property_id, f.floor_number, r.room_number, r.capacity
          from rooms r join floors f on f.id = r.floor_id
          where r.branch_id = ${branchId} for update of r`,
    );
    const floors = await query<{ property_id: string; floor_number: number }>(
      tx,
      sql`select property_id, floor_number from floors where branch_id = ${branchId}`,
    );
    const floorKeys = new Set(floors.map((f) => `${f.property_id}|${f.floor_number}`));
    const beds = await query<{ room_id: string; bed_number: string }>(
      tx,
      sql`select room_id, bed_number from beds where branch_id = ${branchId}`,
    );
    const propertyIds = new Map<string, string[]>();
    for (const p of properties)
      propertyIds.set(nameKey(p.name), [...(propertyIds.get(nameKey(p.name)) ?? []), p.id]);
    const roomOf = new Map(rooms.map((r) => [roomKey(r), r]));
    const bedsIn = new Map<string, number>();
    const taken = new Set<string>();
    for (const b of beds) {
      bedsIn.set(b.room_id, (bedsIn.get(b.room_id) ?? 0) + 1);
      taken.add(`${b.room_id}|${b.bed_number}`);
    }
    const seen = new Set<string>();
    return valid.map(({ values: { property, ...bed } }) => {
      const ids = propertyIds.get(nameKey(property)) ?? [];
      if (ids.length !== 1)
        return { problem: (ids.length ? AMBIGUOUS_PROPERTY : UNKNOWN_PROPERTY)(property) };
      const row = { ...bed, property_id: ids[0]! };
      const room = roomOf.get(roomKey(row));
      const bedKey = `${room?.id ?? roomKey(row)}|${row.bed_number}`;
      if (
        !room &&
        !floorKeys.has(`${row.property_id}|${row.floor_number}`) &&
        !by.permissions.has('floors:create')
      ) {
        return { problem: mayNotAdd('floor', `Floor ${row.floor_number}`) };
      }
      if (!room && !by.permissions.has('rooms:create'))
        return { problem: mayNotAdd('room', `Room ${row.room_number}`) };
      if (room && taken.has(bedKey)) return { problem: bedAlreadyInRoom(row.bed_number, row.room_number) };
      if (seen.has(bedKey)) return { problem: DUPLICATE_BED_IN_FILE };
      if (room && (bedsIn.get(room.id) ?? 0) >= room.capacity) {
        return { problem: roomFull(room.room_number, room.capacity) };
      }
      seen.add(bedKey);
      if (room) bedsIn.set(room.id, (bedsIn.get(room.id) ?? 0) + 1);
      return row;
    });
  },
  async add(tx, branchId, rows) {
    const recordset = sql`json_to_recordset(${asJson(rows)}::json) as r(property_id uuid, floor_number int,
      room_number text, bed_number text, bed_type text, base_rent_per_day numeric, monthly_rent numeric)`;
    await query(
      tx,
      sql`insert into floors (branch_id, property_id, floor_number, name)
          select distinct ${branchId}::uuid, r.property_id, r.floor_number, 'Floor ' || r.floor_number
          from ${recordset}
          on conflict (property_id, floor_number) do nothing`,
    );
    // A new room holds its beds in the file; an existing one keeps its capacity (checked above).
    await query(
      tx,
      sql`insert into rooms (branch_id, floor_id, room_number, name, capacity)
          select ${branchId}::uuid, f.id, r.room_number, 'Room ' || r.room_number, count(*)
          from ${recordset}
          join floors f on f.property_id = r.property_id and f.floor_number = r.floor_number
          group by f.id, r.room_number
          on conflict (floor_id, room_number) do nothing`,
    );
    const [added] = await query<{ n: number }>(
      tx,
      sql`with added as (
            insert into beds (branch_id, room_id, bed_number, bed_type, base_rent_per_day, monthly_rent)
            select ${branchId}::uuid, ro.id, r.bed_number, r.bed_type, r.base_rent_per_day, r.monthly_rent
            from ${recordset}
            join floors f on f.property_id = r.property_id and f.floor_number = r.floor_number
            join rooms ro on ro.floor_id = f.id and ro.room_number = r.room_number
            returning 1)
          select count(*)::int as n from added`,
    );
    if (added?.n !== rows.length) throw new Error(`Added ${added?.n} of ${rows.length} beds`);
  },
};

import type { BedBoard, BedBoardQuery, BoardBed, FreeBed } from '@pg/contracts/bed-status';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { naturalOrder } from '../../lib/natural-order.ts';
import { bedStatusOn, liveBooking, outOfServiceDuring, outOfServiceJson, sqlDate } from './status.ts';

/** A live booking of the bed chosen by `where`, with its tenant's name, as JSON. */
const boardBooking = (where: SQL, order: SQL) =>
  sql`(select json_build_object('id', bk.id, 'tenant_id', bk.tenant_id, 'tenant_name', t.name,
        'start_date', to_char(bk.start_date, 'YYYY-MM-DD'), 'end_date', to_char(bk.end_date, 'YYYY-MM-DD'),
        'status', bk.status, 'notice_given_on', to_char(bk.notice_given_on, 'YYYY-MM-DD'))
      from bookings bk join tenants t on t.id = bk.tenant_id
      where bk.bed_id = bd.id and ${liveBooking} and ${where} order by ${order} limit 1)`;

type BoardRow = Omit<BoardBed, 'id'> & {
  bed_id: string;
  room_id: string;
  room_number: string;
  room_name: string;
  floor_number: number;
  property_id: string;
  property_name: string;
};

/**
 * The bed board of a branch (or of one of its properties) on `date`: one statement reads every bed
 * with its room and its status, the booking that covers the day and the next one (each a probe of
 * bookings_bed_live_idx), in the building's order; the rooms are then grouped here.
 */
export async function bedBoard(
  db: Tx,
  branchId: string,
  opts: BedBoardQuery,
  today: string,
): Promise<BedBoard> {
  const date = opts.date ?? today;
  const day = sqlDate(date);
  const rows = await query<BoardRow>(
    db,
    sql`select bd.id as bed_id, bd.bed_number, bd.bed_type, bd.base_rent_per_day::float8 as base_rent_per_day,
        ${bedStatusOn(day)} as status, ${outOfServiceJson(day)} as out_of_service,
        ${boardBooking(sql`bk.start_date <= ${day} and bk.end_date >= ${day}`, sql`bk.start_date`)} as current,
        ${boardBooking(sql`bk.start_date > ${day}`, sql`bk.start_date`)} as next,
        r.id as room_id, r.room_number, r.name as room_name, f.floor_number, p.id as property_id,
        p.name as property_name
      from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
        join properties p on p.id = f.property_id
      where bd.branch_id = ${branchId} ${opts.property_id ? sql`and p.id = ${opts.property_id}` : sql``}
      order by p.name, p.id, f.floor_number, ${naturalOrder(sql`r.room_number`)}, r.id,
        ${naturalOrder(sql`bd.bed_number`)}, bd.id`,
  );
  const rooms: BedBoard['rooms'] = [];
  for (const r of rows) {
    let room = rooms.at(-1);
    if (room?.id !== r.room_id) {
      room = {
        id: r.room_id,
        room_number: r.room_number,
        name: r.room_name,
        floor_number: r.floor_number,
        property_id: r.property_id,
        property_name: r.property_name,
        beds: [],
      };
      rooms.push(room);
    }
    room.beds.push({
      id: r.bed_id,
      bed_number: r.bed_number,
      bed_type: r.bed_type,
      base_rent_per_day: r.base_rent_per_day,
      status: r.status,
      current: r.current,
      next: r.next,
      out_of_service: r.out_of_service,
    });
  }
  return { date, rooms };
}

/**
 * The beds of a branch free on every day from `start` to `end`: no live booking overlaps the range
 * (the exclusion constraint's own index answers) and no out-of-service period does; in the
 * building's order. A bed free for only part of the range is left out.
 */
export async function freeBeds(
  db: Tx,
  branchId: string,
  opts: { start_date: string; end_date: string; limit: number },
): Promise<{ items: FreeBed[] }> {
  const [first, last] = [sqlDate(opts.start_date), sqlDate(opts.end_date)];
  const items = await query<FreeBed>(
    db,
    sql`select bd.id, bd.bed_number, bd.bed_type, bd.base_rent_per_day::float8 as base_rent_per_day,
        r.id as room_id, r.room_number, r.name as room_name, f.floor_number, p.id as property_id,
        p.name as property_name
      from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
        join properties p on p.id = f.property_id
      where bd.branch_id = ${branchId} and not coalesce(${outOfServiceDuring(first, last)}, false)
        and not exists (select 1 from bookings bk where bk.bed_id = bd.id and ${liveBooking}
          and daterange(bk.start_date, bk.end_date, '[]') && daterange(${first}, ${last}, '[]'))
      order by p.name, p.id, f.floor_number, ${naturalOrder(sql`r.room_number`)}, r.id,
        ${naturalOrder(sql`bd.bed_number`)}, bd.id
      limit ${opts.limit}`,
  );
  return { items };
}

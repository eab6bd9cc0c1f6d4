import type { BedBoard, BedBoardQuery, BoardBed, FreeBed } from '@pg/contracts/bed-status';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { naturalOrder } from '../../lib/natural-order.ts';
import { likePattern } from '../../lib/search.ts';
import {
  coveringBooking,
  liveBooking,
  outOfServiceDuring,
  outOfServiceJson,
  outOfServiceOn,
  sqlDate,
} from './status.ts';

/** A booking (alias `b`) and its tenant (alias `t`) as the board shows it, or null. */
const boardBooking = (b: SQL, t: SQL) =>
  sql`(case when ${b}.id is not null then json_build_object('id', ${b}.id, 'tenant_id', ${b}.tenant_id,
      'tenant_name', ${t}.name, 'start_date', to_char(${b}.start_date, 'YYYY-MM-DD'),
      'end_date', to_char(${b}.end_date, 'YYYY-MM-DD'), 'status', ${b}.status,
      'notice_given_on', to_char(${b}.notice_given_on, 'YYYY-MM-DD')) end)`;

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
 * The bed board of a branch (or of one of its properties) on `date`, in one statement: every bed
 * with its room, the live booking that covers the day (the last one to start by then, if it has not
 * ended: one probe of bookings_bed_live_idx) and the next one (one more probe), each with its
 * tenant's name; the status follows from those two and the out-of-service period, as bedStatusOn
 * has it. In the building's order; the rooms are then grouped here.
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
        (case when cur.id is not null then 'occupied' when ${outOfServiceOn(day)} then 'out_of_service'
          when nxt.id is not null then 'reserved' else 'available' end) as status,
        ${outOfServiceJson(day)} as out_of_service,
        ${boardBooking(sql`cur`, sql`ct`)} as current, ${boardBooking(sql`nxt`, sql`nt`)} as next,
        r.id as room_id, r.room_number, r.name as room_name, f.floor_number, p.id as property_id,
        p.name as property_name
      from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
        join properties p on p.id = f.property_id
        left join lateral ${coveringBooking(day, sql`bk.*`)} cur on true
        left join tenants ct on ct.id = cur.tenant_id
        left join lateral (select * from bookings bk where bk.bed_id = bd.id and ${liveBooking}
          and bk.start_date > ${day} order by bk.start_date limit 1) nxt on true
        left join tenants nt on nt.id = nxt.tenant_id
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
  opts: {
    start_date: string;
    end_date: string;
    limit: number;
    q?: string | undefined;
    bed_id?: string | undefined;
  },
): Promise<{ items: FreeBed[] }> {
  const [first, last] = [sqlDate(opts.start_date), sqlDate(opts.end_date)];
  // Each word of the search in the bed's number, its room's number or its property's name.
  const words = (opts.q ?? '').split(/\s+/).filter(Boolean).map(likePattern);
  const matches = words.map(
    (w) => sql` and (bd.bed_number ilike ${w} or r.room_number ilike ${w} or p.name ilike ${w})`,
  );
  const items = await query<FreeBed>(
    db,
    sql`select bd.id, bd.bed_number, bd.bed_type, bd.base_rent_per_day::float8 as base_rent_per_day,
        bd.monthly_rent::float8 as monthly_rent, r.id as room_id, r.room_number, r.name as room_name, f.floor_number, p.id as property_id,
        p.name as property_name
      from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
        join properties p on p.id = f.property_id
      where bd.branch_id = ${branchId} and not coalesce(${outOfServiceDuring(first, last)}, false)
        and not exists (select 1 from bookings bk where bk.bed_id = bd.id and ${liveBooking}
          and daterange(bk.start_date, bk.end_date, '[]') && daterange(${first}, ${last}, '[]'))
        ${opts.bed_id ? sql` and bd.id = ${opts.bed_id}` : sql``}${sql.join(matches)}
      order by p.name, p.id, f.floor_number, ${naturalOrder(sql`r.room_number`)}, r.id,
        ${naturalOrder(sql`bd.bed_number`)}, bd.id
      limit ${opts.limit}`,
  );
  return { items };
}

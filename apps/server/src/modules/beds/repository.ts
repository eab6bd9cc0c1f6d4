import { OUT_OF_SERVICE_UNTIL_PAST, OUT_OF_SERVICE_WHILE_CHECKED_IN } from '@pg/contracts/bed-status';
import { OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import {
  BED_RENT_PER_DAY_IN_USE,
  type Bed,
  type BedListQuery,
  type BedValues,
} from '@pg/contracts/inventory';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { isOneOf } from '../../db/schema/columns.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict, explainClash } from '../../lib/errors.ts';
import { naturalOrder } from '../../lib/natural-order.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';
import { countOf, isoTimestamp, whereAll } from '../../lib/sql.ts';
import { bookingIs, openBooking } from '../../lib/statuses.ts';
import { bedStatusOn, outOfServiceJson, sqlDate } from './status.ts';

/**
 * Beds. A bed's branch_id is copied from its room inside the statement that writes it. The rules
 * that need more than a constraint run in one transaction with the rows they depend on locked: a
 * room never holds more beds than its capacity, and nothing with a live booking (booked or checked
 * in) under it is deleted, be it a bed or what holds beds (lockBedsAndCountBooked).
 */

/** Why something holding beds cannot be deleted: `n` of its beds have a live booking. */
export const bookedBedsMessage = (what: string, n: number) =>
  `This ${what} cannot be deleted: ${n === 1 ? '1 bed in it has' : `${n} beds in it have`} a booked or checked-in booking. Check the tenant out or cancel the booking first.`;

/**
 * Locks the beds selected by `bedsFrom` (a `from beds bd ... where ...` clause) and counts the ones
 * with a live booking, in the caller's transaction: a delete of what holds them checks this first.
 */
export async function lockBedsAndCountBooked(tx: Tx, bedsFrom: SQL) {
  await query(tx, sql`select bd.id ${bedsFrom} for update of bd`);
  return countOf(
    tx,
    sql`select count(distinct bd.id)::int as n ${bedsFrom}
        and exists (select 1 from bookings bk where bk.bed_id = bd.id
          and ${isOneOf(sql`bk.status`, OPEN_BOOKING_STATUSES)})`,
  );
}

type BedRow = Omit<Bed, 'created_at'> & { created_at: unknown };

/** The beds with where they are and their status on `day`. */
const bedSelect = (
  day: SQL,
) => sql`select bd.id, bd.branch_id, bd.room_id, r.room_number, r.name as room_name, r.floor_id,
    f.floor_number, f.property_id, p.name as property_name, bd.bed_number, bd.bed_type,
    s.status, s.status in ('available', 'reserved') as is_available, ${outOfServiceJson(day)} as out_of_service,
    bd.base_rent_per_day::float8 as base_rent_per_day, bd.monthly_rent::float8 as monthly_rent, bd.created_at
  from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
    join properties p on p.id = f.property_id
    cross join lateral (select ${bedStatusOn(day)} as status) s`;

const toBed = (r: BedRow): Bed => ({ ...r, created_at: isoTimestamp(r.created_at) });

/** A page of the branch's beds with their status on `opts.date` (default `today`), filtered by it. */
export async function listBeds(
  db: Tx,
  branchId: string,
  opts: Omit<BedListQuery, 'limit' | 'offset'> & { limit: number; offset: number },
  today: string,
): Promise<{ items: Bed[]; total: number }> {
  const day = sqlDate(opts.date ?? today);
  const where = whereAll([
    sql`bd.branch_id = ${branchId}`,
    opts.room_id ? sql`bd.room_id = ${opts.room_id}` : undefined,
    opts.floor_id ? sql`r.floor_id = ${opts.floor_id}` : undefined,
    opts.property_id ? sql`f.property_id = ${opts.property_id}` : undefined,
    opts.status ? sql`${bedStatusOn(day)} = ${opts.status}` : undefined,
    // Search: the bed's number, its room's number or name, or its property's name.
    opts.q
      ? sql`(bd.bed_number ilike ${likePattern(opts.q)} or r.room_number ilike ${likePattern(opts.q)}
          or r.name ilike ${likePattern(opts.q)} or p.name ilike ${likePattern(opts.q)})`
      : undefined,
  ]);
  const [rows, total] = await Promise.all([
    query<BedRow>(
      db,
      sql`${bedSelect(day)} where ${where}
          order by ${naturalOrder(sql`bd.bed_number`)}, p.name, f.floor_number, ${naturalOrder(sql`r.room_number`)}, bd.id
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    // The joins only when a filter needs them: counting 100,000 beds is cheap, joining them is not.
    countOf(
      db,
      opts.property_id || opts.floor_id || opts.q
        ? sql`select count(*)::int as n from beds bd join rooms r on r.id = bd.room_id
            join floors f on f.id = r.floor_id join properties p on p.id = f.property_id where ${where}`
        : sql`select count(*)::int as n from beds bd where ${where}`,
    ),
  ]);
  return { items: rows.map(toBed), total };
}

async function getBed(db: Tx, id: string, today: string): Promise<Bed | null> {
  const [row] = await query<BedRow>(db, sql`${bedSelect(sqlDate(today))} where bd.id = ${id}`);
  return row ? toBed(row) : null;
}

type Service = { since: string | null; until: string | null; reason: string | null };
const IN_SERVICE: Service = { since: null, until: null, reason: null };

/**
 * The out-of-service period a write asks for: `out_of_service` (or the older `is_available`) says
 * whether; a period already running keeps its first day, a new one starts `today`. Undefined when
 * the write says nothing about it (an update then keeps what the bed has).
 */
function serviceWanted(input: BedValues, current: Service, today: string): Service | undefined {
  const out = input.out_of_service ?? (input.is_available === undefined ? undefined : !input.is_available);
  if (out === undefined) return undefined;
  if (!out) return IN_SERVICE;
  const until = input.out_of_service_until;
  if (until !== null && until < today) {
    throw badRequest(OUT_OF_SERVICE_UNTIL_PAST, { out_of_service_until: OUT_OF_SERVICE_UNTIL_PAST });
  }
  const running = current.since !== null && (current.until === null || current.until >= today);
  return {
    since: running ? current.since : today,
    until,
    reason: input.out_of_service_reason ?? (running ? current.reason : null),
  };
}

/**
 * Refuses (409) an out-of-service period over days a checked-in tenant holds the bed: they are to
 * be moved or checked out first. Booked stays on those days are allowed; staff see them listed.
 */
async function refuseOverCheckedIn(tx: Tx, bedId: string, service: Service) {
  if (!service.since) return;
  const clash = await countOf(
    tx,
    sql`select count(*)::int as n from bookings where bed_id = ${bedId} and ${bookingIs('checked_in')}
        and (end_date is null or end_date >= ${service.since}::date)
        ${service.until ? sql`and start_date <= ${service.until}::date` : sql``}`,
  );
  if (clash > 0) {
    throw conflict(OUT_OF_SERVICE_WHILE_CHECKED_IN, { out_of_service: OUT_OF_SERVICE_WHILE_CHECKED_IN });
  }
}

/**
 * Locks a room of the branch and refuses when it already holds as many beds as its capacity;
 * null when the branch has no such room.
 */
async function lockRoomWithSpace(tx: Tx, roomId: string, branchId: string) {
  const [room] = await query<{ id: string; branch_id: string; capacity: number; room_number: string }>(
    tx,
    sql`select id, branch_id, capacity, room_number from rooms
        where id = ${roomId} and branch_id = ${branchId} for update`,
  );
  if (!room) return null;
  const beds = await countOf(tx, sql`select count(*)::int as n from beds where room_id = ${roomId}`);
  if (beds >= room.capacity) {
    const message = `Room ${room.room_number} is full: it has ${beds} ${beds === 1 ? 'bed' : 'beds'} and a capacity of ${room.capacity}. Raise its capacity to add another bed.`;
    throw conflict(message, { room_id: message });
  }
  return room;
}

/** Adds a bed to a room of the branch, within the room's capacity; Missing when the branch has no such room. */
export async function createBed(db: Tx, branchId: string, input: BedValues, today: string) {
  const service = serviceWanted(input, IN_SERVICE, today) ?? IN_SERVICE;
  return db.transaction(async (tx) => {
    const room = await lockRoomWithSpace(tx, input.room_id, branchId);
    if (!room) return new Missing('Room');
    const [row] = await query<{ id: string }>(
      tx,
      sql`insert into beds (branch_id, room_id, bed_number, bed_type, base_rent_per_day, monthly_rent,
            out_of_service_since, out_of_service_until, out_of_service_reason)
          values (${room.branch_id}, ${room.id}, ${input.bed_number}, ${input.bed_type}, ${input.base_rent_per_day ?? null},
            ${input.monthly_rent ?? null}, ${service.since}, ${service.until}, ${service.reason})
          returning id`,
    ).catch((err) => explainClash(err, input.bed_number));
    return (await getBed(tx, row!.id, today))!;
  });
}

/** A bed's rent per day is kept while a per-day stay on it is booked or checked in (it bills by it). */
async function refuseOverPerDayStays(tx: Tx, bedId: string) {
  const [stay] = await query<{ id: string }>(
    tx,
    sql`select id from bookings where bed_id = ${bedId} and billing = 'per_day'
          and ${openBooking()} limit 1`,
  );
  if (stay) throw badRequest(BED_RENT_PER_DAY_IN_USE, { base_rent_per_day: BED_RENT_PER_DAY_IN_USE });
}

/**
 * Updates a bed; a new room_id moves it to that room of the same branch, if the room has space.
 * Out of service is refused over a checked-in stay (409). Null when there is no such bed, Missing
 * when its branch has no such room.
 */
export async function updateBed(db: Tx, id: string, input: BedValues, today: string) {
  return db.transaction(async (tx) => {
    const [bed] = await query<{ room_id: string; branch_id: string } & Service>(
      tx,
      sql`select room_id, branch_id, to_char(out_of_service_since, 'YYYY-MM-DD') as since,
            to_char(out_of_service_until, 'YYYY-MM-DD') as until, out_of_service_reason as reason
          from beds where id = ${id} for update`,
    );
    if (!bed) return null;
    if (input.room_id !== bed.room_id && !(await lockRoomWithSpace(tx, input.room_id, bed.branch_id))) {
      return new Missing('Room');
    }
    const service = serviceWanted(input, bed, today) ?? bed;
    await refuseOverCheckedIn(tx, id, service);
    if (input.base_rent_per_day == null) await refuseOverPerDayStays(tx, id);
    await query(
      tx,
      sql`update beds set room_id = ${input.room_id}, bed_number = ${input.bed_number}, bed_type = ${input.bed_type},
            base_rent_per_day = ${input.base_rent_per_day ?? null}, monthly_rent = ${input.monthly_rent ?? null},
            out_of_service_since = ${service.since},
            out_of_service_until = ${service.until}, out_of_service_reason = ${service.reason}
          where id = ${id}`,
    ).catch((err) => explainClash(err, input.bed_number));
    return getBed(tx, id, today);
  });
}

/** Deletes a bed without a live booking, audited; the deleted bed, or null when there is none. */
export async function deleteBed(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, room_id, bed_number, bed_type, base_rent_per_day::float8 as base_rent_per_day
          from beds where id = ${id} for update`,
    );
    if (!before) return null;
    const booked = await countOf(
      tx,
      sql`select count(*)::int as n from bookings
          where bed_id = ${id} and ${isOneOf(sql`status`, OPEN_BOOKING_STATUSES)}`,
    );
    if (booked > 0) {
      throw conflict(
        'This bed cannot be deleted: it has a booked or checked-in booking. Check the tenant out or cancel the booking first.',
      );
    }
    await query(tx, sql`delete from beds where id = ${id}`);
    await writeAudit(tx, { actor, action: 'bed.delete', entity: 'bed', entityId: id, before });
    return before;
  });
}

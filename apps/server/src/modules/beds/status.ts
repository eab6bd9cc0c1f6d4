import { OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import { type SQL, sql } from 'drizzle-orm';
import { isOneOf } from '../../db/schema/columns.ts';

/**
 * A bed's status on a day, derived in SQL from its bookings and its out-of-service period, so that
 * nothing can go stale (definitions in contracts/bed-status.ts). Every fragment reads the bed as
 * `bd` and the day as a SQL date; a bed's live bookings come from bookings_bed_live_idx.
 */

/** Bookings that hold a bed (the exclusion constraint's predicate), on the bookings alias `bk`. */
export const liveBooking = isOneOf(sql`bk.status`, OPEN_BOOKING_STATUSES);

/**
 * The bed's live booking that covers `day`, if any, on the alias `bk`: live bookings of a bed never
 * overlap (the exclusion constraint), so only the last one to start on or before the day can cover
 * it, and one probe of bookings_bed_live_idx finds it however many stays the bed had before. A stay
 * with no end (until notice) covers every day from its start on.
 */
export const coveringBooking = (day: SQL, columns: SQL) =>
  sql`(select ${columns} from (select * from bookings bk where bk.bed_id = bd.id and ${liveBooking}
      and bk.start_date <= ${day} order by bk.start_date desc limit 1) bk
      where bk.end_date is null or bk.end_date >= ${day})`;

/** A live booking of the bed covers `day`. */
export const occupiedOn = (day: SQL) => sql`exists ${coveringBooking(day, sql`1`)}`;

/** The bed's out-of-service period overlaps the days from `first` to `last` (both included). */
export const outOfServiceDuring = (first: SQL, last: SQL) =>
  sql`(bd.out_of_service_since <= ${last}
    and (bd.out_of_service_until is null or bd.out_of_service_until >= ${first}))`;

/** The bed is out of service on `day`. */
export const outOfServiceOn = (day: SQL) => outOfServiceDuring(day, day);

/** A live booking of the bed starts after `day`. */
const bookedAfter = (day: SQL) =>
  sql`exists (select 1 from bookings bk where bk.bed_id = bd.id and ${liveBooking} and bk.start_date > ${day})`;

/** 'occupied', 'out_of_service', 'reserved' or 'available': the bed's status on `day`. */
export const bedStatusOn = (day: SQL) =>
  sql<string>`(case when ${occupiedOn(day)} then 'occupied' when ${outOfServiceOn(day)} then 'out_of_service'
    when ${bookedAfter(day)} then 'reserved' else 'available' end)`;

/** The bed's out-of-service period as JSON, unless it has none or it ended before `day`. */
export const outOfServiceJson = (day: SQL) =>
  sql`(case when bd.out_of_service_since is not null
      and (bd.out_of_service_until is null or bd.out_of_service_until >= ${day})
    then json_build_object('reason', bd.out_of_service_reason, 'since', to_char(bd.out_of_service_since, 'YYYY-MM-DD'),
      'until', to_char(bd.out_of_service_until, 'YYYY-MM-DD')) end)`;

/** A date of a query string or the clock, as a SQL date. */
export const sqlDate = (iso: string) => sql`${iso}::date`;

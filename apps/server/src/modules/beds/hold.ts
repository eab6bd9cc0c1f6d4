import { bedTakenMessage, outOfServiceMessage } from '@pg/contracts/bed-status';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { liveBooking, outOfServiceDuring, sqlDate } from './status.ts';

/**
 * Locks a bed of the branch for a booking's days, in the caller's transaction, and refuses (409)
 * when it is out of service on any of them or another live booking holds it then, naming the
 * dates. Every write that gives a bed days (booking, extending, moving) takes this lock first, so
 * writes on one bed queue up; the exclusion constraint bookings_no_overlap keeps the last word.
 * A stay with no end (`end` null, until notice) holds the bed from its start on. Null when the
 * branch has no such bed; its rent per day and per month otherwise (either may be null).
 */
export async function holdBed(
  tx: Tx,
  bed: { id: string; branchId: string },
  days: { start: string; end: string | null; exceptBooking?: string },
): Promise<{ rent: number | null; monthlyRent: number | null } | null> {
  const first = sqlDate(days.start);
  const last = days.end === null ? sql`'infinity'::date` : sqlDate(days.end);
  const [row] = await query<{
    rent: number | null;
    monthly_rent: number | null;
    out_of_service: boolean | null;
    since: string | null;
    until: string | null;
  }>(
    tx,
    sql`select bd.base_rent_per_day::float8 as rent, bd.monthly_rent::float8 as monthly_rent,
          ${outOfServiceDuring(first, last)} as out_of_service,
          to_char(bd.out_of_service_since, 'YYYY-MM-DD') as since, to_char(bd.out_of_service_until, 'YYYY-MM-DD') as until
        from beds bd where bd.id = ${bed.id} and bd.branch_id = ${bed.branchId} for update`,
  );
  if (!row) return null;
  if (row.out_of_service) {
    const message = outOfServiceMessage(row.since!, row.until);
    throw conflict(message, { bed_id: message });
  }
  const [clash] = await query<{ start: string; end: string | null }>(
    tx,
    sql`select to_char(bk.start_date, 'YYYY-MM-DD') as start, to_char(bk.end_date, 'YYYY-MM-DD') as end
        from bookings bk where bk.bed_id = ${bed.id} and ${liveBooking}
          and daterange(bk.start_date, bk.end_date, '[]') && daterange(${first}, ${days.end === null ? null : last}, '[]')
          ${days.exceptBooking ? sql`and bk.id <> ${days.exceptBooking}` : sql``}
        order by bk.start_date limit 1`,
  );
  if (clash) {
    const message = bedTakenMessage(clash.start, clash.end);
    throw conflict(message, { bed_id: message });
  }
  return { rent: row.rent, monthlyRent: row.monthly_rent };
}

import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { bookingIs } from '../../lib/statuses.ts';

/**
 * The tenant's stay they may give notice on: their checked-in booking (the latest, should there be
 * two), with its bed and dates; null when they are not checked in.
 */
export async function currentStay(db: Tx, tenantId: string) {
  const [row] = await query<{
    id: string;
    start_date: string;
    end_date: string;
    notice_given_on: string | null;
    room_number: string;
    bed_number: string;
  }>(
    db,
    sql`select bk.id, bk.start_date::text, bk.end_date::text, bk.notice_given_on::text,
          rm.room_number, bd.bed_number
        from bookings bk join beds bd on bd.id = bk.bed_id join rooms rm on rm.id = bd.room_id
        where bk.tenant_id = ${tenantId} and ${bookingIs('checked_in', 'bk')}
        order by bk.start_date desc limit 1`,
  );
  return row ?? null;
}

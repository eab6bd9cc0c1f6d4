import {
  RENT_CHANGE_NOT_LIVE,
  RENT_CHANGE_NOT_MONTHLY,
  RENT_CHANGE_OUTSIDE_STAY,
} from '@pg/contracts/bookings';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { lockStay } from './change-stay.ts';
import { getBooking } from './repository.ts';

/**
 * A monthly stay's rent per month changes from a date within the stay (booked or checked in): a
 * booking_rents row, so rent_instalments bills the old rent before it and the new from it (and the
 * trigger booking_rents_total the total of a stay with an end). A second change from the same date
 * replaces the first. Locks the bed, then the booking (the order of every booking write); audited
 * with the booking before and after. Null when there is no such booking.
 */
export async function changeRent(
  db: Tx,
  id: string,
  input: { monthly_rent: number; from_date: string },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, id);
    if (!stay) return null;
    if (stay.billing !== 'monthly') throw conflict(RENT_CHANGE_NOT_MONTHLY);
    if (stay.status !== 'booked' && stay.status !== 'checked_in') throw conflict(RENT_CHANGE_NOT_LIVE);
    if (input.from_date < stay.start_date || (stay.end_date !== null && input.from_date > stay.end_date)) {
      throw badRequest(RENT_CHANGE_OUTSIDE_STAY, { from_date: RENT_CHANGE_OUTSIDE_STAY });
    }
    const before = (await getBooking(tx, id))!;
    await query(
      tx,
      sql`insert into booking_rents (booking_id, effective_from, monthly_rent, created_by)
          values (${id}, ${input.from_date}::date, ${input.monthly_rent}::numeric, ${actor?.id ?? null})
          on conflict (booking_id, effective_from) do update
            set monthly_rent = excluded.monthly_rent, created_by = excluded.created_by, created_at = now()`,
    );
    const after = (await getBooking(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'booking.rent_change',
      entity: 'booking',
      entityId: id,
      before,
      after: { ...after, rent_change: { from_date: input.from_date, monthly_rent: input.monthly_rent } },
    });
    return after;
  });
}

import { CANCELLED_BOOKING_DEPOSIT } from '@pg/contracts/deposits';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Sets (or clears, with null) a booking's security deposit, owed on its start date; audited with
 * the amount before and after. A cancelled booking takes none (409). Null when there is no such
 * booking.
 */
export async function setDeposit(db: Db, bookingId: string, deposit: number | null, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: bookings.id, deposit: bookings.deposit, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!before) return null;
    if (before.status === 'cancelled') throw conflict(CANCELLED_BOOKING_DEPOSIT);
    const [after] = await tx
      .update(bookings)
      .set({ deposit })
      .where(eq(bookings.id, bookingId))
      .returning({ id: bookings.id, deposit: bookings.deposit });
    await writeAudit(tx, {
      actor,
      action: 'booking.set_deposit',
      entity: 'booking',
      entityId: bookingId,
      before: { deposit: before.deposit },
      after: { deposit: after!.deposit },
    });
    return after!;
  });
}

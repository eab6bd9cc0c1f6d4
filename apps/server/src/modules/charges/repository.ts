import { BOOKING_OF_ANOTHER_TENANT, type ChargeValues, VOIDED_CHARGE_MESSAGE } from '@pg/contracts/charges';
import { formatRupees } from '@pg/contracts/numbers';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { charges } from '../../db/schema/charges.ts';
import { bookings, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { ddmmyyyy, notifyCorrection } from '../notifications/index.ts';
import { lockTenantBranch } from '../tenants/index.ts';

/**
 * Charges: what a tenant owes besides rent (electricity, food, damage...), due on its date. The
 * balances and the statement read them through the function tenant_dues(day) (migrations 0007_dues, 0028), which
 * leaves voided ones out. Adding one and voiding one are each a transaction with its audit entry.
 */

const columns = {
  id: charges.id,
  branch_id: charges.branchId,
  tenant_id: charges.tenantId,
  booking_id: charges.bookingId,
  date: charges.date,
  category: charges.category,
  description: charges.description,
  amount: charges.amount,
  voided_at: charges.voidedAt,
  void_reason: charges.voidReason,
  created_at: charges.createdAt,
};

const readCharge = async (db: Tx, id: string) =>
  (await db.select(columns).from(charges).where(eq(charges.id, id)))[0] ?? null;

/** A tenant's charges, voided ones included, by date. */
export async function listCharges(db: Tx, tenantId: string) {
  const items = await db
    .select(columns)
    .from(charges)
    .where(eq(charges.tenantId, tenantId))
    .orderBy(asc(charges.date), asc(charges.createdAt), asc(charges.id));
  return { items };
}

const BOOKING_NOT_FOUND = 'Booking not found';

/**
 * Adds a charge to a tenant (of the branch the route's scope checked), in the tenant's branch. A
 * booking, when given, must be that tenant's. Null when there is no such tenant.
 */
export async function addCharge(db: Db, tenantId: string, input: ChargeValues, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const branchId = await lockTenantBranch(tx, tenantId);
    if (!branchId) return null;
    if (input.booking_id) {
      const [booking] = await tx
        .select({ tenantId: bookings.tenantId })
        .from(bookings)
        .where(and(eq(bookings.id, input.booking_id), eq(bookings.branchId, branchId)));
      if (!booking) {
        throw new AppError('not_found', BOOKING_NOT_FOUND, { booking_id: BOOKING_NOT_FOUND });
      }
      if (booking.tenantId !== tenantId) {
        throw badRequest(BOOKING_OF_ANOTHER_TENANT, { booking_id: BOOKING_OF_ANOTHER_TENANT });
      }
    }
    const [row] = await tx
      .insert(charges)
      .values({
        branchId,
        tenantId,
        bookingId: input.booking_id,
        date: input.date,
        category: input.category,
        description: input.description,
        amount: input.amount,
      })
      .returning({ id: charges.id });
    const created = (await readCharge(tx, row!.id))!;
    await writeAudit(tx, {
      actor,
      action: 'charge.create',
      entity: 'charge',
      entityId: created.id,
      after: created,
    });
    return created;
  });
}

/** Voids a charge with a reason, audited; a voided charge cannot be voided again (409). */
export async function voidCharge(db: Db, id: string, reason: string, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ voidedAt: charges.voidedAt })
      .from(charges)
      .where(eq(charges.id, id))
      .for('update');
    if (!locked) return null;
    if (locked.voidedAt) throw conflict(VOIDED_CHARGE_MESSAGE);
    const before = (await readCharge(tx, id))!;
    await tx
      .update(charges)
      .set({ voidedAt: now.toISOString(), voidedBy: actor?.id ?? null, voidReason: reason })
      .where(eq(charges.id, id));
    const after = (await readCharge(tx, id))!;
    await writeAudit(tx, { actor, action: 'charge.void', entity: 'charge', entityId: id, before, after });
    const [tenant] = await tx
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, before.tenant_id));
    await notifyCorrection(tx, {
      branchId: before.branch_id,
      title: 'Charge voided',
      what: `${formatRupees(before.amount)} ${before.category} charged to ${tenant?.name ?? 'a tenant'} (${ddmmyyyy(before.date)})`,
      actor,
      reason,
      link: `/tenants/${before.tenant_id}`,
      voidOf: id,
    });
    return after;
  });
}

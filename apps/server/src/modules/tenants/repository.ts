import { OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import {
  samePhoneQuestion,
  TENANT_ALREADY_LEFT,
  TENANT_HAS_OPEN_BOOKING,
  type TenantValues,
} from '@pg/contracts/tenants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { bookings, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, changedFields, writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';

export const columns = {
  id: tenants.id,
  branch_id: tenants.branchId,
  name: tenants.name,
  phone: tenants.phone,
  email: tenants.email,
  joined_at: tenants.joinedAt,
  left_at: tenants.leftAt,
  created_at: tenants.createdAt,
};

/**
 * Adds has_open_booking (a booking booked or checked in) to a page of tenants, with one indexed
 * query for the whole page (bookings_tenant_idx), not a subquery per row.
 */
async function withOpenBookingFlags<T extends { id: string }>(db: Tx, rows: T[]) {
  if (rows.length === 0) return [];
  const open = await db
    .selectDistinct({ tenantId: bookings.tenantId })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.tenantId,
          rows.map((r) => r.id),
        ),
        inArray(bookings.status, [...OPEN_BOOKING_STATUSES]),
      ),
    );
  const ids = new Set(open.map((o) => o.tenantId));
  return rows.map((r) => ({ ...r, has_open_booking: ids.has(r.id) }));
}

/** A tenant (the tenant page's details), or null. */
export async function getTenant(db: Tx, id: string) {
  const [row] = await db.select(columns).from(tenants).where(eq(tenants.id, id));
  return row ? (await withOpenBookingFlags(db, [row]))[0]! : null;
}

/**
 * The branch of a tenant whose row is locked in share mode, so that they stay while the caller's
 * transaction adds a record about them; null when there is no such tenant.
 */
export async function lockTenantBranch(tx: Tx, tenantId: string): Promise<string | null> {
  const [tenant] = await tx
    .select({ branchId: tenants.branchId })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('share');
  return tenant?.branchId ?? null;
}

/**
 * A new tenant of the branch. With `askSamePhone` (Add Tenant), a phone number another tenant of the
 * branch has is asked about first (409 confirmation_required naming them): often the same person
 * typed twice. Approving an application and imports do not ask.
 */
export async function createTenant(
  db: Tx,
  branchId: string,
  input: TenantValues,
  actor: AuditActor,
  askSamePhone = false,
) {
  return db.transaction(async (tx) => {
    if (askSamePhone) {
      const [holder] = await query<{ name: string }>(
        tx,
        sql`select name from tenants
              where branch_id = ${branchId} and phone = ${input.phone} and erased_at is null
              order by created_at limit 1`,
      );
      if (holder) throw new AppError('confirmation_required', samePhoneQuestion(holder.name, input.name));
    }
    const [row] = await tx
      .insert(tenants)
      .values({
        branchId,
        name: input.name,
        phone: input.phone,
        email: input.email,
        joinedAt: input.joined_at ?? todayIso(),
      })
      .returning({ id: tenants.id });
    const created = (await getTenant(tx, row!.id))!;
    await writeAudit(tx, {
      actor,
      action: 'tenant.create',
      entity: 'tenant',
      entityId: created.id,
      after: { changed: changedFields(null, created) },
    });
    return created;
  });
}

export async function updateTenant(
  db: Tx,
  id: string,
  input: Partial<Pick<TenantValues, 'name' | 'phone' | 'email'>>,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const before = await getTenant(tx, id);
    if (!before) return null;
    await tx.update(tenants).set(input).where(eq(tenants.id, id));
    const after = (await getTenant(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'tenant.update',
      entity: 'tenant',
      entityId: id,
      after: { changed: changedFields(before, after) },
    });
    return after;
  });
}

/**
 * Records a tenant's departure. The tenant's row is locked first, and booking creation takes a
 * share lock on the same row, so a booking cannot slip in between the check and the update.
 */
export async function markTenantLeft(db: Tx, id: string, leftAt: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ joinedAt: tenants.joinedAt, leftAt: tenants.leftAt })
      .from(tenants)
      .where(eq(tenants.id, id))
      .for('update');
    if (!locked) return null;
    if (locked.leftAt) throw conflict(TENANT_ALREADY_LEFT);
    if (leftAt < locked.joinedAt) {
      throw badRequest('The date left cannot be before the date the tenant joined', {
        left_at: 'The date left cannot be before the date the tenant joined',
      });
    }
    if (leftAt > todayIso()) {
      throw badRequest('The date left cannot be in the future', {
        left_at: 'The date left cannot be in the future',
      });
    }
    const before = (await getTenant(tx, id))!;
    if (before.has_open_booking) throw conflict(TENANT_HAS_OPEN_BOOKING);
    await tx.update(tenants).set({ leftAt }).where(eq(tenants.id, id));
    const after = (await getTenant(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'tenant.leave',
      entity: 'tenant',
      entityId: id,
      before: { left_at: before.left_at },
      after: { left_at: after.left_at },
    });
    return after;
  });
}

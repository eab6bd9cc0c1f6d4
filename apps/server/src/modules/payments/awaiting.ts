import { PAYMENT_STATUS_COMPLETED } from '@pg/contracts/payments';
import { eq, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { getPayment } from './repository.ts';

/**
 * Payments awaiting confirmation: what a tenant said they paid in the tenant app (recorded
 * 'pending', tenant-app/payments.ts), which staff confirm into a received payment with its receipt
 * number, or reject with a reason, from the Dues page.
 */
/** The payments tenants said they made (tenant app) that wait for staff: the Dues page's list. */
export async function awaitingPayments(db: Tx, branchId: string) {
  const rows = await query<{
    id: string;
    tenant_id: string;
    tenant_name: string;
    amount: string;
    date: string;
    reference: string | null;
    created_at: string;
  }>(
    db,
    sql`select p.id, p.tenant_id, t.name as tenant_name, p.amount::text, p.date::text, p.reference,
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from payments p join tenants t on t.id = p.tenant_id
        where p.branch_id = ${branchId} and p.status = 'pending' and p.voided_at is null
        order by p.created_at, p.id limit 200`,
  );
  return { items: rows.map((r) => ({ ...r, amount: Number(r.amount) })) };
}

const NOT_AWAITING = 'This payment is no longer awaiting confirmation';

/** The pending payment, locked; a 409 when it was confirmed or rejected meanwhile, null when none. */
async function lockAwaiting(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: payments.status, voidedAt: payments.voidedAt })
    .from(payments)
    .where(eq(payments.id, id))
    .for('update');
  if (!row) return null;
  if (row.status !== 'pending' || row.voidedAt) throw conflict(NOT_AWAITING);
  return row;
}

/**
 * Staff confirm a payment a tenant said they made: it becomes completed, takes the next receipt
 * number (trigger payments_receipt_no_confirmed) and counts from then on. Audited. `alsoWrite`
 * writes in the same transaction what a received payment brings (its receipt queued for e-mail).
 */
export async function confirmPayment(
  db: Db,
  id: string,
  actor: { id: string; email: string },
  alsoWrite?: (tx: Tx, paymentId: string) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    if (!(await lockAwaiting(tx, id))) return null;
    const before = await getPayment(tx, id);
    await tx
      .update(payments)
      .set({ status: PAYMENT_STATUS_COMPLETED, recordedBy: actor.id })
      .where(eq(payments.id, id));
    const row = (await getPayment(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'payment.confirm',
      entity: 'payment',
      entityId: id,
      before,
      after: row,
    });
    await alsoWrite?.(tx, id);
    return row;
  });
}

/** Staff reject it, with the reason the tenant reads: it is voided, so its UTR is free again. Audited. */
export async function rejectPayment(
  db: Db,
  id: string,
  input: { reason: string },
  actor: { id: string; email: string },
  at: Date,
) {
  return db.transaction(async (tx) => {
    if (!(await lockAwaiting(tx, id))) return null;
    const before = await getPayment(tx, id);
    await tx
      .update(payments)
      .set({ voidedAt: at.toISOString(), voidedBy: actor.id, voidReason: input.reason })
      .where(eq(payments.id, id));
    const row = (await getPayment(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'payment.reject',
      entity: 'payment',
      entityId: id,
      before,
      after: row,
    });
    return row;
  });
}

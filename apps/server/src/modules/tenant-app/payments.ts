import { RECEIVED_PURPOSES, UTR_METHODS } from '@pg/contracts/payments';
import { UTR_ALREADY_SENT } from '@pg/contracts/tenant-app';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { isOneOf } from '../../db/schema/columns.ts';
import { payments } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, pgError, refuseAfterToday } from '../../lib/errors.ts';
import { openBooking, purposeIn } from '../../lib/statuses.ts';

/** A tenant's payments as they see them, newest first. */
export async function tenantPayments(db: Tx, tenantId: string) {
  const rows = await query<{
    id: string;
    amount: string;
    date: string;
    method: string;
    reference: string | null;
    purpose: string;
    status: string;
    voided: boolean;
    receipt_number: string | null;
    reason: string | null;
  }>(
    db,
    sql`select id, amount::text, date::text, method, reference, purpose, status,
          voided_at is not null as voided, receipt_no as receipt_number, void_reason as reason
        from payments where tenant_id = ${tenantId} and ${purposeIn(RECEIVED_PURPOSES)}
        order by date desc, created_at desc limit 200`,
  );
  return rows.map(({ status, voided, amount, ...r }) => ({
    ...r,
    amount: Number(amount),
    state:
      status === 'pending'
        ? voided
          ? ('rejected' as const)
          : ('awaiting' as const)
        : voided
          ? ('voided' as const)
          : ('received' as const),
    reason: voided ? r.reason : null,
  }));
}

const utrTaken = () => conflict(UTR_ALREADY_SENT, { utr: UTR_ALREADY_SENT });

/**
 * 'I have paid': a UPI payment of rent the tenant says they made, recorded as `pending` (awaiting
 * confirmation: it counts for nothing, and takes no receipt number, until staff confirm it). A UTR
 * already recorded in the branch is refused without naming whose it is; the same UTR sent again by
 * the same tenant for the same amount (a retry) answers the payment already recorded. The booking is
 * the tenant's open one, if any. Audited.
 */
export async function claimPayment(
  db: Db,
  tenant: { tenantId: string; branchId: string },
  input: { amount: number; date: string; utr: string },
  today: string,
) {
  refuseAfterToday(input.date, today);
  try {
    return await db.transaction(async (tx) => {
      const [held] = await query<{ id: string; tenant_id: string; amount: string; status: string }>(
        tx,
        sql`select id, tenant_id, amount::text, status from payments
            where branch_id = ${tenant.branchId} and upper(reference) = upper(${input.utr})
              and ${isOneOf(sql`method`, UTR_METHODS)} and ${purposeIn(RECEIVED_PURPOSES)}
              and voided_at is null and not utr_unchecked
            limit 1`,
      );
      if (held) {
        if (
          held.tenant_id === tenant.tenantId &&
          held.status === 'pending' &&
          Number(held.amount) === input.amount
        )
          return { id: held.id };
        throw utrTaken();
      }
      const [booking] = await query<{ id: string }>(
        tx,
        sql`select id from bookings where tenant_id = ${tenant.tenantId}
              and ${openBooking()} order by start_date desc limit 1`,
      );
      const [created] = await tx
        .insert(payments)
        .values({
          branchId: tenant.branchId,
          tenantId: tenant.tenantId,
          bookingId: booking?.id ?? null,
          amount: input.amount,
          method: 'upi',
          date: input.date,
          reference: input.utr,
          note: 'Sent from the tenant app',
          purpose: 'rent',
          status: 'pending',
        })
        .returning({ id: payments.id });
      await writeAudit(tx, {
        actor: null,
        action: 'payment.claim',
        entity: 'payment',
        entityId: created!.id,
        after: { tenant_id: tenant.tenantId, amount: input.amount, date: input.date, reference: input.utr },
      });
      return { id: created!.id };
    });
  } catch (err) {
    if (pgError(err)?.constraint === 'payments_branch_utr_key') throw utrTaken();
    throw err;
  }
}

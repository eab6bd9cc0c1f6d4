import type { BranchBilling, BranchBillingInput } from '@pg/contracts/branch-billing';
import { DEFAULT_BRANCH_BILLING } from '@pg/contracts/rent';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { branchBilling, branches } from '../../db/schema/inventory.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';

const columns = {
  branch_id: branchBilling.branchId,
  due_day: branchBilling.dueDay,
  notice_days: branchBilling.noticeDays,
  lock_in_months: branchBilling.lockInMonths,
  lock_in_charge: branchBilling.lockInCharge,
  lock_in_amount: branchBilling.lockInAmount,
};

/** A branch's billing defaults: its saved row, or DEFAULT_BRANCH_BILLING when it has none. */
export async function branchBillingOf(db: Tx, branchId: string): Promise<BranchBilling> {
  const [row] = await db.select(columns).from(branchBilling).where(eq(branchBilling.branchId, branchId));
  return row ?? { branch_id: branchId, ...DEFAULT_BRANCH_BILLING };
}

/** Saves a branch's billing defaults (audited); null when there is no such branch. */
export async function saveBranchBilling(
  db: Tx,
  branchId: string,
  input: BranchBillingInput,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.id, branchId))
      .for('update');
    if (!branch) return null;
    const before = await branchBillingOf(tx, branchId);
    const values = {
      dueDay: input.due_day,
      noticeDays: input.notice_days,
      lockInMonths: input.lock_in_months,
      lockInCharge: input.lock_in_charge,
      lockInAmount: input.lock_in_charge === 'fixed' ? (input.lock_in_amount ?? null) : null,
    };
    await tx
      .insert(branchBilling)
      .values({ branchId, ...values })
      .onConflictDoUpdate({
        target: branchBilling.branchId,
        set: { ...values, updatedAt: new Date().toISOString() },
      });
    const after = await branchBillingOf(tx, branchId);
    await writeAudit(tx, {
      actor,
      action: 'branch.billing',
      entity: 'branch',
      entityId: branchId,
      before,
      after,
    });
    return after;
  });
}

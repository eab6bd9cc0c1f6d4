import type { Db } from '../../db/client.ts';
import { tenantReminders } from '../../db/schema/reminders.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { lockTenantBranch } from '../tenants/index.ts';

const columns = {
  id: tenantReminders.id,
  branch_id: tenantReminders.branchId,
  tenant_id: tenantReminders.tenantId,
  amount: tenantReminders.amount,
  sent_by: tenantReminders.sentBy,
  sent_at: tenantReminders.sentAt,
};

/**
 * Records that a reminder of `amount` was sent to a tenant (of the branch the route's scope
 * checked) at `now`, by the actor; audited. Null when there is no such tenant.
 */
export async function recordReminder(db: Db, tenantId: string, amount: number, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const branchId = await lockTenantBranch(tx, tenantId);
    if (!branchId) return null;
    const [row] = await tx
      .insert(tenantReminders)
      .values({
        branchId,
        tenantId,
        amount,
        sentBy: actor?.id ?? null,
        sentAt: now.toISOString(),
      })
      .returning(columns);
    await writeAudit(tx, {
      actor,
      action: 'tenant_reminder.create',
      entity: 'tenant_reminder',
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenantReminders, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';

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
    const [tenant] = await tx
      .select({ branchId: tenants.branchId })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('share');
    if (!tenant) return null;
    const [row] = await tx
      .insert(tenantReminders)
      .values({
        branchId: tenant.branchId,
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

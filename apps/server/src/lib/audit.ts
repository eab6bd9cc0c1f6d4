import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/auth.ts';

/** Who did it: the signed-in user (a Principal fits), or null for the system itself. */
export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  /** What happened, as `entity.verb`: 'user.create', 'role_permission.grant', 'application.reveal'. */
  action: string;
  /** The kind of record changed: 'user', 'role', 'role_permission', 'user_role', 'user_permission'... */
  entity: string;
  entityId?: string | null;
  /** The record before and after the change (null when created or deleted). Never secrets. */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit record. Call it with the transaction that makes the change, so the record and
 * the change are committed (or rolled back) together.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

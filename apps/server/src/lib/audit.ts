import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/auth.ts';

/**
 * The table of each kind of record that belongs to a branch: an entry about one carries the
 * record's branch. The migration that added `audit_log.branch_id` filled it the same way.
 */
export const AUDIT_BRANCH_TABLES: Record<string, string> = {
  bed: 'beds',
  booking: 'bookings',
  charge: 'charges',
  complaint: 'complaints',
  expense: 'expenses',
  recurring_expense: 'recurring_expenses',
  floor: 'floors',
  meter: 'meters',
  meter_reading: 'meter_readings',
  notice: 'notices',
  message: 'outbox',
  payment: 'payments',
  property: 'properties',
  room: 'rooms',
  tenant: 'tenants',
  tenant_application: 'tenant_applications',
  tenant_reminder: 'tenant_reminders',
  visitor: 'visitors',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A branch id the entry's own before or after names (a record deleted before it was audited). */
function namedBranch(entry: AuditEntry): string | null {
  for (const v of [entry.after, entry.before]) {
    const id = v && typeof v === 'object' ? (v as Record<string, unknown>).branch_id : null;
    if (typeof id === 'string' && UUID.test(id)) return id;
  }
  return null;
}

/** Who did it: the signed-in user (a Principal fits), or null for the system itself. */
export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  /** What happened, as `entity.verb`: 'user.create', 'role_permission.grant', 'application.reveal'. */
  action: string;
  /** The kind of record changed: 'user', 'role', 'role_permission', 'user_role', 'user_permission'... */
  entity: string;
  entityId?: string | null;
  /**
   * The branch the entry belongs to. Left out, it is the branch of the record (looked up by
   * entity and id), or the `branch_id` the before or after names; null: no branch.
   */
  branchId?: string | null;
  /** The record before and after the change (null when created or deleted). Never secrets. */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit record. Call it with the transaction that makes the change, so the record and
 * the change are committed (or rolled back) together.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const table = AUDIT_BRANCH_TABLES[entry.entity];
  const named = namedBranch(entry);
  const branchId =
    entry.branchId !== undefined
      ? entry.branchId
      : entry.entity === 'branch' && entry.entityId && UUID.test(entry.entityId)
        ? entry.entityId
        : table && entry.entityId && UUID.test(entry.entityId)
          ? sql`coalesce((select branch_id from ${sql.identifier(table)} where id = ${entry.entityId}::uuid), ${named}::uuid)`
          : named;
  await tx.insert(auditLog).values({
    branchId: branchId as string | null,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

type Fields = Record<string, unknown>;

/**
 * The names of the fields that differ between two versions of a record (every field with a value
 * when `before` is null). Personal records are audited by these names, never by their values, so
 * that erasing a person's data leaves nothing of it in the log.
 */
export function changedFields(before: Fields | null, after: Fields | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) =>
    before ? JSON.stringify(before[k] ?? null) !== JSON.stringify(after?.[k] ?? null) : after?.[k] != null,
  );
}

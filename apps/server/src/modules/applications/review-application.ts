import type { Principal } from '../../access/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DataCipher } from '../../lib/crypto.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import {
  getApplication,
  type ReviewOutcome,
  readAadhar,
  recordApproval,
  recordRejection,
} from './repository.ts';

/**
 * The staff's review inbox: reading an application's photos, revealing its Aadhar number or card
 * (each reveal audited in the same transaction as the read), approving and rejecting. Each answers
 * null when there is no such application (or photo, any more).
 */

export type ApplicationFiles = { cipher: DataCipher; store: FileStore };

/** The applicant's selfie. */
export async function applicantSelfie(db: Db, store: FileStore, id: string, retentionDays: number) {
  const found = await getApplication(db, id, retentionDays);
  return found?.fileIds.selfie ? store.get(db, found.fileIds.selfie) : null;
}

/** The full Aadhar number, written to the audit log as revealed. */
export async function revealAadhar(db: Db, cipher: DataCipher, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const value = await readAadhar(tx, cipher, id);
    if (value === null) return null;
    await writeAudit(tx, {
      actor,
      action: 'application.reveal_aadhar',
      entity: 'tenant_application',
      entityId: id,
    });
    return value;
  });
}

/**
 * The photo of the applicant's Aadhar card, revealed like the number itself: the caller holds
 * `applications:reveal` (the route's rule), and each reveal is written to the audit log in the
 * same transaction as the read.
 */
export async function revealAadharPhoto(
  db: Db,
  store: FileStore,
  actor: AuditActor,
  id: string,
  retentionDays: number,
) {
  return db.transaction(async (tx) => {
    const found = await getApplication(tx, id, retentionDays);
    const fileId = found?.fileIds.aadhar_photo;
    if (!fileId) return null;
    const file = await store.get(tx, fileId);
    if (!file) return null;
    await writeAudit(tx, {
      actor,
      action: 'application.reveal_aadhar_photo',
      entity: 'tenant_application',
      entityId: id,
    });
    return file;
  });
}

type Review = {
  /** The audit entry's action: 'application.approve', 'application.reject'. */
  action: string;
  /** Locks the application and changes it if still pending: the repository's recordApproval or recordRejection. */
  record: (tx: Tx) => Promise<ReviewOutcome>;
  /** What the audit entry records the application became (it was pending before). */
  after: (done: Extract<ReviewOutcome, { kind: 'done' }>) => object;
};

/**
 * One review in one transaction with its audit entry; then the application as it now is, or the
 * refusal of one already reviewed.
 */
async function review(db: Db, actor: Principal, id: string, retentionDays: number, step: Review) {
  const outcome = await db.transaction(async (tx) => {
    const result = await step.record(tx);
    if (result.kind === 'done') {
      await writeAudit(tx, {
        actor,
        action: step.action,
        entity: 'tenant_application',
        entityId: id,
        before: { status: 'pending' },
        after: step.after(result),
      });
    }
    return result;
  });
  if (outcome.kind === 'not_found') return null;
  if (outcome.kind === 'already') throw conflict(`This application has already been ${outcome.status}`);
  return (await getApplication(db, id, retentionDays))!.detail;
}

/**
 * Approves a pending application, audited: the tenant is created (name, phone, joined today) in the
 * same transaction. Approving adds a tenant, so it also takes the right to add tenants.
 */
export async function approveApplication(
  db: Db,
  cipher: DataCipher,
  actor: Principal,
  id: string,
  retentionDays: number,
) {
  if (!actor.permissions.has('tenants:create')) {
    throw forbidden('Approving an application adds a tenant; you do not have permission to add tenants');
  }
  return review(db, actor, id, retentionDays, {
    action: 'application.approve',
    record: (tx) => recordApproval(tx, cipher, id, actor.id),
    after: (done) => ({ status: 'approved', tenant_id: done.tenantId }),
  });
}

/** Rejects a pending application with the reason, audited. */
export async function rejectApplication(
  db: Db,
  actor: Principal,
  id: string,
  reason: string,
  retentionDays: number,
) {
  return review(db, actor, id, retentionDays, {
    action: 'application.reject',
    record: (tx) => recordRejection(tx, id, actor.id, reason),
    after: () => ({ status: 'rejected', rejection_reason: reason }),
  });
}

import {
  type IdDocument,
  type IdDocumentType,
  type IdPhotoSide,
  maskIdNumber,
  TENANT_ALREADY_ERASED,
} from '@pg/contracts/tenant-records';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/operations.ts';
import { tenantDocuments } from '../../db/schema/tenant-records.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DataCipher } from '../../lib/crypto.ts';
import { conflict } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { CleanImage } from '../../lib/images.ts';
import { openIdNumber, sealIdNumber } from '../../lib/sealed-id.ts';

/*
 * A tenant's ID documents and photograph. Numbers are sealed as an application's Aadhaar number
 * is (lib/sealed-id.ts), photos are cleaned and encrypted by the file store; revealing a number
 * and viewing a photo are written to the audit log in the transaction that reads them.
 */

const d = tenantDocuments;

/** The number's ciphertext is bound to its document: copied onto another row, it does not decrypt. */
export const numberContext = (documentId: string) => `tenant_documents.number:${documentId}`;

const documentColumns = {
  id: d.id,
  type: d.type,
  last4: d.numberLast4,
  has_front: sql<boolean>`${d.frontFileId} is not null`.mapWith(Boolean),
  has_back: sql<boolean>`${d.backFileId} is not null`.mapWith(Boolean),
  created_at: d.createdAt,
};

const toDocument = ({
  last4,
  ...row
}: { last4: string; type: IdDocumentType } & Omit<IdDocument, 'number_masked'>) => ({
  ...row,
  number_masked: maskIdNumber(row.type, last4),
});

/** A tenant's documents, oldest first, numbers masked. */
export async function listDocuments(db: Tx, tenantId: string): Promise<IdDocument[]> {
  const rows = await db
    .select(documentColumns)
    .from(d)
    .where(eq(d.tenantId, tenantId))
    .orderBy(asc(d.createdAt), asc(d.id));
  return rows.map(toDocument);
}

/** Adds a document (its number sealed, its photos stored) to a tenant, inside the caller's transaction. */
export async function insertDocument(
  tx: Tx,
  cipher: DataCipher,
  doc: {
    branchId: string;
    tenantId: string;
    type: IdDocumentType;
    number: string;
    frontFileId: string | null;
    backFileId: string | null;
  },
) {
  const id = crypto.randomUUID();
  const sealed = sealIdNumber(cipher, doc.number, numberContext(id));
  await tx.insert(d).values({
    id,
    branchId: doc.branchId,
    tenantId: doc.tenantId,
    type: doc.type,
    numberEncrypted: sealed.encrypted,
    numberHash: sealed.hash,
    numberLast4: sealed.last4,
    frontFileId: doc.frontFileId,
    backFileId: doc.backFileId,
  });
  return id;
}

const lockTenant = async (tx: Tx, tenantId: string) =>
  (
    await tx
      .select({ branchId: tenants.branchId, erasedAt: tenants.erasedAt })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update')
  )[0] ?? null;

type Files = { cipher: DataCipher; store: FileStore };

/** Adds an ID document typed in by staff, audited (the number masked in the entry); null: no tenant. */
export async function addDocument(
  db: Tx,
  { cipher, store }: Files,
  actor: AuditActor,
  tenantId: string,
  input: { type: IdDocumentType; number: string; photos: Partial<Record<IdPhotoSide, CleanImage>> },
) {
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, tenantId);
    if (!tenant) return null;
    if (tenant.erasedAt) throw conflict(TENANT_ALREADY_ERASED);
    const front = input.photos.front ? await store.put(tx, input.photos.front) : null;
    const back = input.photos.back ? await store.put(tx, input.photos.back) : null;
    const id = await insertDocument(tx, cipher, {
      branchId: tenant.branchId,
      tenantId,
      type: input.type,
      number: input.number,
      frontFileId: front,
      backFileId: back,
    });
    const [created] = (await listDocuments(tx, tenantId)).filter((x) => x.id === id);
    await writeAudit(tx, {
      actor,
      action: 'tenant.document_add',
      entity: 'tenant',
      entityId: tenantId,
      after: { document_id: id, type: input.type, number_masked: created!.number_masked },
    });
    return created!;
  });
}

async function findDocument(tx: Tx, tenantId: string, documentId: string) {
  const [row] = await tx
    .select()
    .from(d)
    .where(and(eq(d.id, documentId), eq(d.tenantId, tenantId)));
  return row ?? null;
}

/** Removes a document and its photos, audited; false when the tenant has no such document. */
export async function removeDocument(
  db: Tx,
  store: FileStore,
  actor: AuditActor,
  tenantId: string,
  documentId: string,
) {
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, tenantId, documentId);
    if (!doc) return false;
    await tx.delete(d).where(eq(d.id, documentId));
    await store.delete(
      tx,
      [doc.frontFileId, doc.backFileId].filter((x): x is string => !!x),
    );
    await writeAudit(tx, {
      actor,
      action: 'tenant.document_remove',
      entity: 'tenant',
      entityId: tenantId,
      before: {
        document_id: documentId,
        type: doc.type,
        number_masked: maskIdNumber(doc.type, doc.numberLast4),
      },
    });
    return true;
  });
}

/** The full number of a document, written to the audit log as revealed; null: no such document. */
export async function revealDocumentNumber(
  db: Tx,
  cipher: DataCipher,
  actor: AuditActor,
  tenantId: string,
  documentId: string,
) {
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, tenantId, documentId);
    if (!doc) return null;
    await writeAudit(tx, {
      actor,
      action: 'tenant.reveal_id_number',
      entity: 'tenant',
      entityId: tenantId,
      after: { document_id: documentId, type: doc.type },
    });
    return openIdNumber(cipher, doc.numberEncrypted, numberContext(documentId));
  });
}

/** A photo of a document, audited as viewed; null: no such document or photo. */
export async function viewDocumentPhoto(
  db: Tx,
  store: FileStore,
  actor: AuditActor,
  tenantId: string,
  documentId: string,
  side: IdPhotoSide,
) {
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, tenantId, documentId);
    const fileId = side === 'front' ? doc?.frontFileId : doc?.backFileId;
    const file = fileId ? await store.get(tx, fileId) : null;
    if (!file) return null;
    await writeAudit(tx, {
      actor,
      action: 'tenant.view_id_photo',
      entity: 'tenant',
      entityId: tenantId,
      after: { document_id: documentId, side },
    });
    return file;
  });
}

/** Sets (or replaces) the tenant's photograph, audited; null: no tenant. */
export async function setTenantPhoto(
  db: Tx,
  store: FileStore,
  actor: AuditActor,
  tenantId: string,
  photo: CleanImage,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ old: tenants.photoFileId, erasedAt: tenants.erasedAt })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    if (!row) return null;
    if (row.erasedAt) throw conflict(TENANT_ALREADY_ERASED);
    const fileId = await store.put(tx, photo);
    await tx.update(tenants).set({ photoFileId: fileId }).where(eq(tenants.id, tenantId));
    if (row.old) await store.delete(tx, [row.old]);
    await writeAudit(tx, { actor, action: 'tenant.photo_set', entity: 'tenant', entityId: tenantId });
    return { has_photo: true };
  });
}

/** The tenant's photograph, audited as viewed; null: no tenant or no photo. */
export async function viewTenantPhoto(db: Tx, store: FileStore, actor: AuditActor, tenantId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ file: tenants.photoFileId })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    const file = row?.file ? await store.get(tx, row.file) : null;
    if (!file) return null;
    await writeAudit(tx, { actor, action: 'tenant.view_photo', entity: 'tenant', entityId: tenantId });
    return file;
  });
}

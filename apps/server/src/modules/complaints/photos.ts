import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { complaintPhotos } from '../../db/schema/complaint-threads.ts';
import { complaints } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { CleanImage } from '../../lib/images.ts';

/**
 * Keeps the photos sent with a complaint (already cleaned: a JPEG without metadata), encrypted in
 * the file store, in the order sent; audited by their count, in the complaint's transaction.
 */
export async function addComplaintPhotos(
  tx: Tx,
  store: FileStore,
  complaintId: string,
  images: CleanImage[],
) {
  if (images.length === 0) return;
  let position = 0;
  for (const image of images) {
    const fileId = await store.put(tx, image);
    position += 1;
    await tx.insert(complaintPhotos).values({ complaintId, fileId, position });
  }
  await writeAudit(tx, {
    actor: null,
    action: 'complaint.photos_add',
    entity: 'complaint',
    entityId: complaintId,
    after: { photos: images.length },
  });
}

/**
 * A photo of a complaint: null unless the photo belongs to that complaint (and, for a tenant, the
 * complaint is theirs).
 */
export async function complaintPhoto(
  db: Tx,
  store: FileStore,
  photoId: string,
  owner: { complaintId: string } | { tenantId: string },
) {
  const [row] = await db
    .select({ fileId: complaintPhotos.fileId })
    .from(complaintPhotos)
    .innerJoin(complaints, eq(complaints.id, complaintPhotos.complaintId))
    .where(
      and(
        eq(complaintPhotos.id, photoId),
        'complaintId' in owner
          ? eq(complaints.id, owner.complaintId)
          : eq(complaints.tenantId, owner.tenantId),
      ),
    )
    .orderBy(asc(complaintPhotos.position));
  return row ? store.get(db, row.fileId) : null;
}

/** The files of a tenant's complaint photos, their rows gone (erasing the tenant's data). */
export async function deleteTenantComplaintPhotos(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .delete(complaintPhotos)
    .where(sql`${complaintPhotos.complaintId} in (select id from complaints where tenant_id = ${tenantId})`)
    .returning({ fileId: complaintPhotos.fileId });
  return rows.map((r) => r.fileId);
}

import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/* What the application photo retention deletes (retention-job.ts). */

/**
 * Deletes the photos of applications rejected more than `retentionDays` ago (the foreign keys
 * then clear the references). Returns how many files went.
 */
export async function purgeRejectedPhotos(
  db: Tx,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    with doomed as (
      select selfie_file_id, aadhar_photo_file_id from tenant_applications
      where status = 'rejected'
        and reviewed_at < ${now.toISOString()}::timestamptz - make_interval(days => ${retentionDays})
        and (selfie_file_id is not null or aadhar_photo_file_id is not null)
    )
    delete from files where id in (
      select selfie_file_id from doomed where selfie_file_id is not null
      union all
      select aadhar_photo_file_id from doomed where aadhar_photo_file_id is not null
    )
    returning id`,
  );
  return rows.length;
}

/**
 * Deletes stored photos no application, tenant or ID document refers to any more (their branch,
 * and with it the record, was deleted). Only files older than an hour: a file is written in the
 * same transaction as its record, so a younger one may belong to a submission in flight.
 * A new kind of file must be added here.
 */
export async function purgeOrphanFiles(db: Tx, now: Date = new Date()): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    delete from files f
    where f.created_at < ${now.toISOString()}::timestamptz - interval '1 hour'
      and not exists (select 1 from tenant_applications a
        where a.selfie_file_id = f.id or a.aadhar_photo_file_id = f.id)
      and not exists (select 1 from tenants t where t.photo_file_id = f.id)
      and not exists (select 1 from tenant_documents d
        where d.front_file_id = f.id or d.back_file_id = f.id)
    returning f.id`,
  );
  return rows.length;
}

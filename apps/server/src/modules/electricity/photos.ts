import { VOIDED_READING_MESSAGE } from '@pg/contracts/electricity';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { CleanImage } from '../../lib/images.ts';
import { readReading } from './repository.ts';

/**
 * Keeps a photo of the meter with a reading (replacing one kept before), audited; null: no such
 * reading. A void reading keeps what it had.
 */
export async function setReadingPhoto(
  db: Db,
  store: FileStore,
  id: string,
  photo: CleanImage,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [row] = await query<{ old: string | null; voided: boolean }>(
      tx,
      sql`select photo_file_id as old, voided_at is not null as voided from meter_readings where id = ${id} for update`,
    );
    if (!row) return null;
    if (row.voided) throw conflict(VOIDED_READING_MESSAGE);
    const fileId = await store.put(tx, photo);
    await tx.execute(sql`update meter_readings set photo_file_id = ${fileId}::uuid where id = ${id}`);
    if (row.old) await store.delete(tx, [row.old]);
    await writeAudit(tx, { actor, action: 'meter_reading.photo_set', entity: 'meter_reading', entityId: id });
    return readReading(tx, id);
  });
}

/** The photo kept with a reading; null: no such reading, or none kept. */
export async function readingPhoto(db: Tx, store: FileStore, id: string) {
  const [row] = await query<{ file: string | null }>(
    db,
    sql`select photo_file_id as file from meter_readings where id = ${id}`,
  );
  return row?.file ? store.get(db, row.file) : null;
}

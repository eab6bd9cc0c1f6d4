import { VOIDED_EXPENSE_MESSAGE } from '@pg/contracts/corrections';
import { eq, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { expenses } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { CleanImage } from '../../lib/images.ts';
import { expenseColumns } from './repository.ts';

/**
 * Keeps a photo of an expense's bill (cleaned and encrypted by the file store, replacing one kept
 * before), audited; null: no such expense. A void expense keeps what it had.
 */
export async function setBill(db: Db, store: FileStore, id: string, photo: CleanImage, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [row] = await query<{ old: string | null; voided: boolean }>(
      tx,
      sql`select bill_file_id as old, voided_at is not null as voided from expenses where id = ${id} for update`,
    );
    if (!row) return null;
    if (row.voided) throw conflict(VOIDED_EXPENSE_MESSAGE);
    const fileId = await store.put(tx, photo);
    await tx.execute(sql`update expenses set bill_file_id = ${fileId}::uuid where id = ${id}`);
    if (row.old) await store.delete(tx, [row.old]);
    await writeAudit(tx, { actor, action: 'expense.bill_set', entity: 'expense', entityId: id });
    return (await tx.select(expenseColumns).from(expenses).where(eq(expenses.id, id)))[0]!;
  });
}

/** The bill kept with an expense; null: no such expense, or none kept. */
export async function billPhoto(db: Tx, store: FileStore, id: string) {
  const [row] = await query<{ file: string | null }>(
    db,
    sql`select bill_file_id as file from expenses where id = ${id}`,
  );
  return row?.file ? store.get(db, row.file) : null;
}

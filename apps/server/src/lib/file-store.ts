import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import type { DataCipher } from './crypto.ts';

/**
 * Where uploaded files live. Today: the `files` table, each file encrypted with AES-256-GCM and
 * bound to its id (a ciphertext copied onto another row does not decrypt). One PostgreSQL backup
 * holds everything and several servers share it; an object store could stand behind this same
 * interface later.
 */
export type StoredFile = { id: string; contentType: string; size: number; data: Buffer };

export type FileStore = {
  put(db: Tx, file: { contentType: string; data: Buffer }): Promise<string>;
  get(db: Tx, id: string): Promise<StoredFile | null>;
  delete(db: Tx, ids: string[]): Promise<number>;
};

/** What a file's ciphertext is bound to (AAD). */
export const fileContext = (id: string) => `files:${id}`;

export function createFileStore(cipher: DataCipher): FileStore {
  return {
    async put(db, file) {
      const id = randomUUID();
      await db.insert(files).values({
        id,
        contentType: file.contentType,
        size: file.data.length,
        data: cipher.encrypt(file.data, fileContext(id)),
      });
      return id;
    },
    async get(db, id) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) return null;
      return {
        id: row.id,
        contentType: row.contentType,
        size: row.size,
        data: cipher.decrypt(row.data, fileContext(row.id)),
      };
    },
    async delete(db, ids) {
      if (ids.length === 0) return 0;
      const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ id: files.id });
      return rows.length;
    },
  };
}

import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type DataCipher, KEY_PREFIX_BYTES } from '../../lib/crypto.ts';
import { fileContext } from '../../lib/file-store.ts';
import { aadharContext } from '../applications/index.ts';
import { numberContext } from '../tenant-documents/index.ts';

/**
 * Every column DATA_KEY encrypts, with the context its ciphertexts are bound to and, for identity
 * numbers, the keyed hash that finds repeats (computed with the same key, so rewritten with it).
 * A new encrypted column is added here, or a key rotation leaves it unreadable.
 */
type SealedColumn = {
  table: string;
  column: string;
  /** base64 text, else bytea. */
  text: boolean;
  hash?: string;
  context: (id: string) => string;
};

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'files', column: 'data', text: false, context: fileContext },
  {
    table: 'tenant_applications',
    column: 'aadhar_encrypted',
    text: true,
    hash: 'aadhar_hash',
    context: aadharContext,
  },
  {
    table: 'tenant_documents',
    column: 'number_encrypted',
    text: true,
    hash: 'number_hash',
    context: numberContext,
  },
];

/** Rows of the column whose ciphertext does not start with the current key's mark. */
function notCurrent(c: SealedColumn, cipher: DataCipher): SQL {
  const col = sql.identifier(c.column);
  return c.text
    ? sql`left(${col}, ${(KEY_PREFIX_BYTES / 3) * 4}) <> ${cipher.currentPrefix.toString('base64')}`
    : sql`substring(${col} from 1 for ${KEY_PREFIX_BYTES}) <> ${cipher.currentPrefix}::bytea`;
}

/** How many encrypted values are not yet encrypted with the current DATA_KEY. */
export async function rowsToReencrypt(db: Tx, cipher: DataCipher): Promise<number> {
  let total = 0;
  for (const c of SEALED_COLUMNS) {
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${notCurrent(c, cipher)}`,
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}

type Sealed = { id: string; value: string | Uint8Array };

/** One value re-encrypted with the current key (and its hash recomputed); false when no key opens it. */
async function reencrypt(db: Tx, cipher: DataCipher, c: SealedColumn, row: Sealed) {
  const sealed = typeof row.value === 'string' ? Buffer.from(row.value, 'base64') : Buffer.from(row.value);
  let plain: Buffer;
  try {
    plain = cipher.decrypt(sealed, c.context(row.id));
  } catch {
    return false;
  }
  const fresh = cipher.encrypt(plain, c.context(row.id));
  const col = sql.identifier(c.column);
  const hash = c.hash
    ? sql`, ${sql.identifier(c.hash)} = ${cipher.keyedHash(plain.toString('utf8'))}`
    : sql``;
  // Only the value read: a value changed meanwhile (a new photo) is already the current key's.
  const same = c.text ? sql`${col} = ${row.value}` : sql`${col} = ${Buffer.from(row.value)}::bytea`;
  await db.execute(
    sql`update ${sql.identifier(c.table)}
        set ${col} = ${c.text ? fresh.toString('base64') : fresh}${hash}
        where id = ${row.id} and ${same}`,
  );
  return true;
}

/**
 * Re-encrypts up to `limit` values that are not yet under the current DATA_KEY (decrypted with
 * DATA_KEY_PREVIOUS, or written before ciphertexts carried their key's mark), one row at a time:
 * stopped anywhere, it goes on from what is left; run twice, it rewrites nothing twice. A value no
 * key opens is counted, left as it is and passed over.
 */
export async function reencryptBatch(db: Tx, cipher: DataCipher, limit: number) {
  let rewritten = 0;
  let unreadable = 0;
  for (const c of SEALED_COLUMNS) {
    let after: string | null = null;
    while (rewritten < limit) {
      const from: SQL = after === null ? sql`true` : sql`id > ${after}::uuid`;
      const rows: Sealed[] = await query<Sealed>(
        db,
        sql`select id::text as id, ${sql.identifier(c.column)} as value from ${sql.identifier(c.table)}
            where ${notCurrent(c, cipher)} and ${from} order by id limit ${limit - rewritten}`,
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        if (await reencrypt(db, cipher, c, row)) rewritten++;
        else unreadable++;
        after = row.id;
      }
    }
  }
  return { rewritten, unreadable };
}

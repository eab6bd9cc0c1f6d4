import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Encryption at rest for personal data (Aadhar numbers, identity photos). The data key (32 bytes,
 * from DATA_KEY or a key file in DATA_DIR, never in the database) is not used directly: HKDF
 * derives one subkey for AES-256-GCM and another for the keyed hash, so neither use weakens the
 * other.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * During a key rotation, ciphertexts start with this mark and the first 4 bytes of their key's id,
 * so that what is left to re-encrypt is found in SQL, without decrypting (6 bytes: 8 base64
 * characters, whole, in the text columns). Outside a rotation they are written unmarked, as by the
 * versions before the mark, so that a server of the previous version reads what this one writes
 * during a rolling upgrade; both forms are read.
 */
const MARK = Buffer.from([0x9c, 0x4b]);
export const KEY_PREFIX_BYTES = MARK.length + 4;

export type DataCipher = {
  /** AES-256-GCM under the current key; returns [mark | key id, in a rotation] iv | tag | ciphertext. `context` is bound to the ciphertext (AAD). */
  encrypt(plain: Buffer, context: string): Buffer;
  /**
   * With the current key, or the previous one during a rotation. Throws when the data was altered,
   * or was encrypted for another context or with another key.
   */
  decrypt(sealed: Buffer, context: string): Buffer;
  /** HMAC-SHA-256 under the current key's hashing subkey, hex: equal inputs give equal hashes, without the key nothing. */
  keyedHash(value: string): string;
  /** What every ciphertext of the current key starts with. */
  currentPrefix: Buffer;
  /** Whether a previous key is held (a rotation is under way). */
  rotating: boolean;
};

function subkey(dataKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), `pg-console:${purpose}:v1`, 32));
}

function keyOf(dataKey: Buffer) {
  if (dataKey.length !== 32) throw new Error('The data key must be 32 bytes');
  const prefix = Buffer.concat([MARK, subkey(dataKey, 'id').subarray(0, 4)]);
  return { encKey: subkey(dataKey, 'encrypt'), hashKey: subkey(dataKey, 'hash'), prefix };
}

function open(encKey: Buffer, sealed: Buffer, context: string) {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted data is truncated');
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', encKey, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The cipher of DATA_KEY; with DATA_KEY_PREVIOUS, it also reads what that key encrypted. */
export function createDataCipher(dataKey: Buffer, previousKey?: Buffer | null): DataCipher {
  const current = keyOf(dataKey);
  const keys = previousKey ? [current, keyOf(previousKey)] : [current];
  const mark = previousKey ? current.prefix : Buffer.alloc(0);

  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.encKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([mark, iv, cipher.getAuthTag(), data]);
    },
    decrypt(sealed, context) {
      const marked = keys.find((k) => sealed.subarray(0, KEY_PREFIX_BYTES).equals(k.prefix));
      if (marked) {
        try {
          return open(marked.encKey, sealed.subarray(KEY_PREFIX_BYTES), context);
        } catch {
          // An unmarked ciphertext whose first bytes happen to look marked: read as unmarked below.
        }
      }
      let failure: unknown;
      for (const k of keys) {
        try {
          return open(k.encKey, sealed, context);
        } catch (err) {
          failure ??= err;
        }
      }
      throw failure;
    },
    keyedHash(value) {
      return createHmac('sha256', current.hashKey).update(value, 'utf8').digest('hex');
    },
    currentPrefix: current.prefix,
    rotating: keys.length > 1,
  };
}

/** Encrypts a short text (an Aadhar number) to base64. */
export const sealText = (cipher: DataCipher, text: string, context: string) =>
  cipher.encrypt(Buffer.from(text, 'utf8'), context).toString('base64');

export const openText = (cipher: DataCipher, sealed: string, context: string) =>
  cipher.decrypt(Buffer.from(sealed, 'base64'), context).toString('utf8');

/** The server's cipher: DATA_KEY, and DATA_KEY_PREVIOUS while a rotation is under way. */
export const serverCipher = (config: { dataKey: Buffer; dataKeyPrevious: Buffer | null }) =>
  createDataCipher(config.dataKey, config.dataKeyPrevious);

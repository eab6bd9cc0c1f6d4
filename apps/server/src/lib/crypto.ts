import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Encryption at rest for personal data (Aadhar numbers, identity photos). The data key (32 bytes,
 * from DATA_KEY or a key file in DATA_DIR, never in the database) is not used directly: HKDF
 * derives one subkey for AES-256-GCM and another for the keyed hash, so neither use weakens the
 * other.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type DataCipher = {
  /** AES-256-GCM; returns iv | tag | ciphertext. `context` is bound to the ciphertext (AAD). */
  encrypt(plain: Buffer, context: string): Buffer;
  /** Throws when the data was altered, or was encrypted for another context or with another key. */
  decrypt(sealed: Buffer, context: string): Buffer;
  /** HMAC-SHA-256 under the hashing subkey, hex: equal inputs give equal hashes, without the key nothing. */
  keyedHash(value: string): string;
};

function subkey(dataKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), `pg-console:${purpose}:v1`, 32));
}

export function createDataCipher(dataKey: Buffer): DataCipher {
  if (dataKey.length !== 32) throw new Error('The data key must be 32 bytes');
  const encKey = subkey(dataKey, 'encrypt');
  const hashKey = subkey(dataKey, 'hash');

  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]);
    },
    decrypt(sealed, context) {
      if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted data is truncated');
      const iv = sealed.subarray(0, IV_BYTES);
      const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', encKey, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
    keyedHash(value) {
      return createHmac('sha256', hashKey).update(value, 'utf8').digest('hex');
    },
  };
}

/** Encrypts a short text (an Aadhar number) to base64. */
export const sealText = (cipher: DataCipher, text: string, context: string) =>
  cipher.encrypt(Buffer.from(text, 'utf8'), context).toString('base64');

export const openText = (cipher: DataCipher, sealed: string, context: string) =>
  cipher.decrypt(Buffer.from(sealed, 'base64'), context).toString('utf8');

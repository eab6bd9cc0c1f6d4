import { type DataCipher, openText, sealText } from './crypto.ts';

/**
 * How an identity number (an Aadhaar number, a PAN, a passport number...) is kept: encrypted and
 * bound to its row's `context` (a ciphertext copied onto another row does not decrypt), a keyed
 * hash to find repeats without decrypting, and the last four characters, all that is ever shown
 * outside an audited reveal.
 */
export type SealedIdNumber = { encrypted: string; hash: string; last4: string };

export const sealIdNumber = (cipher: DataCipher, number: string, context: string): SealedIdNumber => ({
  encrypted: sealText(cipher, number, context),
  hash: cipher.keyedHash(number),
  last4: number.slice(-4),
});

export const openIdNumber = (cipher: DataCipher, encrypted: string, context: string) =>
  openText(cipher, encrypted, context);

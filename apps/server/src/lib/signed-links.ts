import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_KINDS, DOCUMENT_LINK_DAYS, type DocumentKind } from '@pg/contracts/document-links';
import { z } from 'zod';
import type { Clock } from './clock.ts';

/*
 * Links that open one thing without signing in (a tenant's receipt, statement, payment page): the
 * claim (what, and until when) in base64url JSON, then an HMAC-SHA-256 of it under a key derived
 * from JWT_SECRET for this purpose alone. Every server on the database holds the same secret, so a
 * link made by one opens on any; nothing is stored. During a rotation, links signed with
 * JWT_SECRET_PREVIOUS still open until they expire.
 */

const MAC_BYTES = 18;

const linkKey = (secret: Uint8Array) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'pg-console:signed-links:v1', 32));

const macOf = (secret: Uint8Array, body: string) =>
  createHmac('sha256', linkKey(secret)).update(body).digest().subarray(0, MAC_BYTES);

/** A link's token for `claim`, valid until `expiresAt`. */
export function signLink(secret: Uint8Array, claim: Record<string, unknown>, expiresAt: Date): string {
  const body = Buffer.from(
    JSON.stringify({ ...claim, exp: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${body}.${macOf(secret, body).toString('base64url')}`;
}

export type ReadLink =
  | { status: 'valid'; claim: Record<string, unknown>; expiresAt: Date }
  | { status: 'expired' }
  | { status: 'invalid' };

/**
 * A token's claim when its signature is good (under the secret, or the previous one) and it has not
 * expired at `now`; 'expired' is told apart only for a well-signed token.
 */
export function readLink(
  secrets: { jwtSecret: Uint8Array; jwtSecretPrevious: Uint8Array | null },
  token: string,
  now: Date,
): ReadLink {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length) return { status: 'invalid' };
  const given = Buffer.from(mac, 'base64url');
  const signedBy = (secret: Uint8Array | null) =>
    secret !== null && given.length === MAC_BYTES && timingSafeEqual(given, macOf(secret, body));
  if (!signedBy(secrets.jwtSecret) && !signedBy(secrets.jwtSecretPrevious)) return { status: 'invalid' };
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  if (!claim || typeof claim !== 'object' || typeof (claim as { exp?: unknown }).exp !== 'number') {
    return { status: 'invalid' };
  }
  const expiresAt = new Date((claim as { exp: number }).exp * 1000);
  if (expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', claim: claim as Record<string, unknown>, expiresAt };
}

/** What a document link names: the document and its record (a payment, a tenant, a booking), and months for HRA receipts. */
const documentClaim = z.object({
  k: z.enum(DOCUMENT_KINDS),
  id: z.uuid(),
  m: z.array(z.string()).optional(),
});
export type DocumentClaim = z.infer<typeof documentClaim>;

type LinkKeys = { jwtSecret: Uint8Array; clock: Clock };

/** A link to one document (contracts/document-links.ts), valid DOCUMENT_LINK_DAYS from now. */
export function signDocumentLink(keys: LinkKeys, kind: DocumentKind, id: string, months?: string[]) {
  const expiresAt = new Date(keys.clock.now().getTime() + DOCUMENT_LINK_DAYS * 86_400_000);
  const claim: DocumentClaim = months ? { k: kind, id, m: months } : { k: kind, id };
  return { token: signLink(keys.jwtSecret, claim, expiresAt), expires_at: expiresAt.toISOString() };
}

/** The document a link's token names, when it is well signed, of a known kind and not expired. */
export function readDocumentLink(
  keys: LinkKeys & { jwtSecretPrevious: Uint8Array | null },
  token: string,
): { status: 'valid'; claim: DocumentClaim; expiresAt: Date } | { status: 'expired' | 'invalid' } {
  const read = readLink(keys, token, keys.clock.now());
  if (read.status !== 'valid') return read;
  const claim = documentClaim.safeParse(read.claim);
  return claim.success ? { ...read, claim: claim.data } : { status: 'invalid' };
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export const AUDIENCE = 'pg-console';
/** Tenant sessions (the tenant app) are their own audience: a staff route refuses their tokens. */
export const TENANT_AUDIENCE = 'pg-tenant';
export type Audience = typeof AUDIENCE | typeof TENANT_AUDIENCE;
export const ISSUER = 'pg-console';

type AccessClaims = { sub: string; sid: string };

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  ttlSeconds: number,
  issuedAt: Date = new Date(),
  audience: Audience = AUDIENCE,
) {
  const now = Math.floor(issuedAt.getTime() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(audience)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}

/** A JWT part read as JSON: an object, or null when it is not base64url JSON of an object. */
function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Users and sessions are identified by uuids: a subject of any other shape is no one's. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies algorithm (HS256 only), signature, expiry (at `now`), not-before, audience, issuer and
 * the shape of the subject and session ids; null when any fails. An HMAC of node:crypto on every request rather than jose's WebCrypto path:
 * the same checks, about 7 µs instead of 250 µs per token.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date = new Date(),
  audience: Audience = AUDIENCE,
): Promise<AccessClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, sig] = parts as [string, string, string];
  if (!BASE64URL.test(h) || !BASE64URL.test(p) || !BASE64URL.test(sig) || !sig) return null;
  const header = decodePart(h);
  // 'crit' names extensions this verifier does not understand: refused, as RFC 7515 asks.
  if (header?.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodePart(p);
  if (!payload) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return null;
  if (payload.iss !== ISSUER) return null;
  const aud = payload.aud;
  // One audience only: a token naming both (or the other) is refused.
  if (aud !== audience) return null;
  // A well-signed token whose subject or session is not an id is still a bad token (401, RFC
  // 6750), never a malformed request: it is refused here, before it reaches any query.
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
  return { sub: payload.sub, sid: payload.sid };
}

/**
 * Verifies with JWT_SECRET, then with JWT_SECRET_PREVIOUS during a rotation: a token signed by the
 * previous secret stays good until it expires; nothing is signed with it any more.
 */
export async function verifyWithSecrets(
  secrets: { jwtSecret: Uint8Array; jwtSecretPrevious: Uint8Array | null },
  token: string,
  now: Date,
  audience: Audience = AUDIENCE,
) {
  const claims = await verifyAccessToken(secrets.jwtSecret, token, now, audience);
  if (claims || !secrets.jwtSecretPrevious) return claims;
  return verifyAccessToken(secrets.jwtSecretPrevious, token, now, audience);
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
/** The child of a rotated refresh token, derived so that a retry inside the reuse window gets the same one. */
export const childRefreshToken = (secret: Uint8Array, parent: string) =>
  createHmac('sha256', secret).update(`refresh:${parent}`).digest('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

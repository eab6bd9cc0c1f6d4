import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const AUDIENCE = 'pg-console';
export const ISSUER = 'pg-console';

export type AccessClaims = { sub: string; sid: string };

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}

/** Verifies algorithm (HS256 only), signature, expiry, audience and issuer; null when any fails. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
/** The child of a rotated refresh token, derived so that a retry inside the reuse window gets the same one. */
export const childRefreshToken = (secret: Uint8Array, parent: string) =>
  createHmac('sha256', secret).update(`refresh:${parent}`).digest('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

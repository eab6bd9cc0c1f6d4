import { INVITE_NOT_VALID, PIN_WRONG, TENANT_INVITE_DAYS } from '@pg/contracts/tenant-app';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, query, type Tx } from '../../db/client.ts';
import { tenantInvites, tenantLogins, tenantSessions } from '../../db/schema/tenant-app.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  childRefreshToken,
  newRefreshToken,
  sha256,
  signAccessToken,
  TENANT_AUDIENCE,
} from '../../lib/tokens.ts';
import { signInSucceeded, takeSignInAttempt } from '../auth/index.ts';

/**
 * 'Invite to the tenant app': a new single-use link for the tenant, valid TENANT_INVITE_DAYS; the
 * invites given before and not used are withdrawn (a forgotten PIN is a new invite). Only the
 * token's hash is stored. Audited.
 */
export async function inviteTenant(
  db: Db,
  config: Config,
  tenantId: string,
  by: { id: string; email: string },
) {
  const token = newRefreshToken();
  const now = config.clock.now();
  const expiresAt = new Date(now.getTime() + TENANT_INVITE_DAYS * 24 * 3600 * 1000).toISOString();
  return db.transaction(async (tx) => {
    const [tenant] = await query<{ name: string; phone: string }>(
      tx,
      sql`select name, phone from tenants where id = ${tenantId} for update`,
    );
    if (!tenant) return null;
    await tx
      .update(tenantInvites)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(tenantInvites.tenantId, tenantId), isNull(tenantInvites.usedAt)));
    const [invite] = await tx
      .insert(tenantInvites)
      .values({
        tenantId,
        tokenHash: sha256(token),
        expiresAt,
        createdBy: by.id,
        createdAt: now.toISOString(),
      })
      .returning({ id: tenantInvites.id });
    await writeAudit(tx, {
      actor: by,
      action: 'tenant.app_invite',
      entity: 'tenant',
      entityId: tenantId,
      after: { invite_id: invite!.id, expires_at: expiresAt },
    });
    return { token, expires_at: expiresAt, tenant_name: tenant.name, phone: tenant.phone };
  });
}

/**
 * Opening an invite: sets the tenant's PIN (argon2id), uses the invite up, ends the tenant's other
 * sessions and starts one. An unknown, used or expired token is refused, all alike.
 */
export async function acceptInvite(db: Db, config: Config, token: string, pin: string) {
  const now = config.clock.now().toISOString();
  const pinHash = await hashPassword(pin);
  const tenantId = await db.transaction(async (tx) => {
    const [invite] = await query<{ id: string; tenant_id: string }>(
      tx,
      sql`update tenant_invites set used_at = ${now}
          where token_hash = ${sha256(token)} and used_at is null and expires_at > ${now}::timestamptz
          returning id, tenant_id`,
    );
    if (!invite) throw badRequest(INVITE_NOT_VALID, { token: INVITE_NOT_VALID });
    await tx
      .insert(tenantLogins)
      .values({ tenantId: invite.tenant_id, pinHash, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: tenantLogins.tenantId, set: { pinHash, updatedAt: now } });
    await tx
      .update(tenantSessions)
      .set({ revokedAt: now })
      .where(and(eq(tenantSessions.tenantId, invite.tenant_id), isNull(tenantSessions.revokedAt)));
    await writeAudit(tx, {
      actor: null,
      action: 'tenant.app_pin_set',
      entity: 'tenant',
      entityId: invite.tenant_id,
      after: { invite_id: invite.id },
    });
    return invite.tenant_id;
  });
  return startTenantSession(db, config, tenantId);
}

/**
 * Phone number and PIN, under the staff's sign-in limits (throttle.ts, keyed by the phone). Every
 * tenant with that phone and a PIN is tried (one person may have stayed in two branches); a wrong
 * phone or PIN answers the same.
 */
export async function tenantSignIn(
  db: Db,
  config: Config,
  phone: string,
  pin: string,
  ip: string,
): Promise<{ retryAfterSeconds: number } | { session: IssuedTenantSession }> {
  const attempt = await takeSignInAttempt(db, config, `tenant:${phone}`, ip);
  if ('refused' in attempt) return { retryAfterSeconds: attempt.retryAfterSeconds };
  const logins = await query<{ tenant_id: string; pin_hash: string }>(
    db,
    sql`select l.tenant_id, l.pin_hash from tenant_logins l join tenants t on t.id = l.tenant_id
        where t.phone = ${phone} order by l.updated_at desc limit 3`,
  );
  for (const login of logins) {
    if (await verifyPassword(login.pin_hash, pin)) {
      await signInSucceeded(db, attempt);
      return { session: await startTenantSession(db, config, login.tenant_id) };
    }
  }
  if (logins.length === 0) await verifyPassword(await dummyHash(), pin);
  throw new AppError('invalid_credentials', PIN_WRONG, { pin: PIN_WRONG }, 400);
}

async function issue(db: Tx, config: Config, tenantId: string, sessionId: string, refreshToken: string) {
  const [row] = await query<{ name: string; branch_name: string }>(
    db,
    sql`select t.name, b.name as branch_name from tenants t join branches b on b.id = t.branch_id
        where t.id = ${tenantId}`,
  );
  if (!row) throw sessionEnded();
  const { token, expiresAt } = await signAccessToken(
    config.jwtSecret,
    { sub: tenantId, sid: sessionId },
    config.ACCESS_TOKEN_TTL_SECONDS,
    config.clock.now(),
    TENANT_AUDIENCE,
  );
  return {
    refreshToken,
    body: {
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      tenant: { id: tenantId, name: row.name, branch_name: row.branch_name },
    },
  };
}
export type IssuedTenantSession = Awaited<ReturnType<typeof issue>>;

const sessionEnded = () => new AppError('unauthorized', 'Your session has ended. Please sign in again.');

async function startTenantSession(db: Db, config: Config, tenantId: string) {
  const refreshToken = newRefreshToken();
  const now = config.clock.now().toISOString();
  const [s] = await db
    .insert(tenantSessions)
    .values({ tenantId, refreshHash: sha256(refreshToken), createdAt: now, refreshedAt: now })
    .returning({ id: tenantSessions.id });
  return issue(db, config, tenantId, s!.id, refreshToken);
}

/**
 * A new access token for the refresh token of a live tenant session (idle and absolute lifetimes
 * as staff sessions'); the refresh token is rotated: its child (derived, as staff's) replaces it.
 */
export async function refreshTenantSession(db: Db, config: Config, presented: string) {
  const now = config.clock.now().toISOString();
  const child = childRefreshToken(config.jwtSecret, presented);
  const [row] = await query<{ id: string; tenant_id: string }>(
    db,
    sql`update tenant_sessions set refresh_hash = ${sha256(child)}, refreshed_at = ${now}
        where refresh_hash = ${sha256(presented)} and revoked_at is null
          and refreshed_at > ${now}::timestamptz - make_interval(secs => ${config.SESSION_IDLE_SECONDS})
          and created_at > ${now}::timestamptz - make_interval(secs => ${config.SESSION_ABSOLUTE_SECONDS})
        returning id, tenant_id`,
  );
  if (!row) throw sessionEnded();
  return issue(db, config, row.tenant_id, row.id, child);
}

/** Signing out: the session of this refresh token ends. */
export async function endTenantSession(db: Db, config: Config, presented: string) {
  await db
    .update(tenantSessions)
    .set({ revokedAt: config.clock.now().toISOString() })
    .where(and(eq(tenantSessions.refreshHash, sha256(presented)), isNull(tenantSessions.revokedAt)));
}

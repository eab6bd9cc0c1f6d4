import { and, eq, isNull, sql } from 'drizzle-orm';
import { loadPrincipal, toSessionUser } from '../../access/principal.ts';
import type { Config } from '../../config.ts';
import { type Db, query, type Tx } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { childRefreshToken, newRefreshToken, sha256, signAccessToken } from '../../lib/tokens.ts';
import { listBranches } from '../branches/index.ts';
import { lastBranchOf } from './last-branch.ts';

export type IssuedSession = {
  refreshToken: string;
  body: {
    access_token: string;
    token_type: 'bearer';
    expires_in: number;
    expires_at: number;
    user: ReturnType<typeof toSessionUser>;
    branches?: Awaited<ReturnType<typeof listBranches>>;
    last_branch_id?: string | null;
  };
};

const sessionEnded = () => new AppError('unauthorized', 'Your session has ended. Please sign in again.');

async function accessFor(db: Db, config: Config, userId: string, sessionId: string, refreshToken: string) {
  const principal = await loadPrincipal(db, userId, sessionId);
  if (!principal) throw sessionEnded();
  const [{ token, expiresAt }, branches, lastBranchId] = await Promise.all([
    signAccessToken(
      config.jwtSecret,
      { sub: userId, sid: sessionId },
      config.ACCESS_TOKEN_TTL_SECONDS,
      config.clock.now(),
    ),
    // The shell's first data, with the session: the branches its header picks from.
    principal.permissions.has('branches:view') ? listBranches(db, principal, { sort: 'code' }) : undefined,
    lastBranchOf(db, userId),
  ]);
  return {
    refreshToken,
    body: {
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      user: toSessionUser(principal),
      ...(branches && { branches }),
      last_branch_id: lastBranchId,
    },
  };
}

/** Starts a session for a user who has just proved who they are. */
export async function startSession(
  db: Db,
  config: Config,
  userId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<IssuedSession> {
  const refreshToken = newRefreshToken();
  const now = config.clock.now().toISOString();
  const sessionId = await db.transaction(async (tx) => {
    const [s] = await tx
      .insert(sessions)
      .values({
        userId,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
        createdAt: now,
        refreshedAt: now,
      })
      .returning({ id: sessions.id });
    await tx
      .insert(refreshTokens)
      .values({ sessionId: s!.id, tokenHash: sha256(refreshToken), createdAt: now });
    return s!.id;
  });
  return accessFor(db, config, userId, sessionId, refreshToken);
}

/**
 * The child a retry inside the reuse window gets: the one already stored. During a JWT_SECRET
 * rotation it may have been derived with the previous secret (by a server not yet restarted).
 */
async function childInReuse(tx: Tx, config: Config, parentId: string, presented: string, child: string) {
  if (!config.jwtSecretPrevious) return child;
  const older = childRefreshToken(config.jwtSecretPrevious, presented);
  const [stored] = await tx
    .select({ hash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(eq(refreshTokens.parentId, parentId));
  return stored?.hash === sha256(older) ? older : child;
}

/**
 * Exchanges a refresh token for a new one (rotation). A token already rotated less than the reuse
 * window ago answers with the same child (two tabs refreshing at once); after the window, a replay
 * means the token was stolen, and the whole session is revoked.
 */
export async function refreshSession(db: Db, config: Config, presented: string): Promise<IssuedSession> {
  const hash = sha256(presented);
  const now = config.clock.now().toISOString();
  const outcome = await db.transaction(async (tx) => {
    const rows = await query<{
      id: string;
      session_id: string;
      rotated_at: string | null;
      user_id: string;
      revoked_at: string | null;
      idle_expired: boolean;
      absolute_expired: boolean;
      within_reuse: boolean;
    }>(
      tx,
      sql`
      select t.id, t.session_id, t.rotated_at, s.user_id, s.revoked_at,
        s.refreshed_at <= ${now}::timestamptz - make_interval(secs => ${config.SESSION_IDLE_SECONDS}) as idle_expired,
        s.created_at <= ${now}::timestamptz - make_interval(secs => ${config.SESSION_ABSOLUTE_SECONDS}) as absolute_expired,
        t.rotated_at is not null and t.rotated_at >= ${now}::timestamptz - make_interval(secs => ${config.REFRESH_REUSE_WINDOW_SECONDS}) as within_reuse
      from refresh_tokens t join sessions s on s.id = t.session_id
      where t.token_hash = ${hash}
      for update of t, s
    `,
    );
    const t = rows[0];
    if (!t || t.revoked_at) return { kind: 'ended' as const };
    if (t.idle_expired || t.absolute_expired) {
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, t.session_id));
      return { kind: 'ended' as const };
    }
    const child = childRefreshToken(config.jwtSecret, presented);
    if (t.rotated_at) {
      if (t.within_reuse) {
        const token = await childInReuse(tx, config, t.id, presented, child);
        return { kind: 'ok' as const, userId: t.user_id, sessionId: t.session_id, token };
      }
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, t.session_id));
      return { kind: 'reused' as const };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, t.id));
    await tx
      .insert(refreshTokens)
      .values({ sessionId: t.session_id, tokenHash: sha256(child), parentId: t.id, createdAt: now });
    await tx.update(sessions).set({ refreshedAt: now }).where(eq(sessions.id, t.session_id));
    return { kind: 'ok' as const, userId: t.user_id, sessionId: t.session_id, token: child };
  });
  if (outcome.kind !== 'ok') throw sessionEnded();
  return accessFor(db, config, outcome.userId, outcome.sessionId, outcome.token);
}

/** The session a refresh token belongs to (rotated or not), and its user; null for an unknown token. */
export async function sessionOfRefreshToken(db: Db, presented: string) {
  const [row] = await query<{ session_id: string; user_id: string }>(
    db,
    sql`select t.session_id, s.user_id from refresh_tokens t join sessions s on s.id = t.session_id
        where t.token_hash = ${sha256(presented)}`,
  );
  return row ? { sessionId: row.session_id, userId: row.user_id } : null;
}

/** Ends sessions: this one (local), all of the user's (global), or all but this one (others). */
export async function endSessions(
  db: Db,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
  at: Date,
) {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const revokedAt = at.toISOString();
  if (scope === 'global') {
    await db.update(sessions).set({ revokedAt }).where(live);
  } else if (scope === 'local') {
    if (sessionId)
      await db
        .update(sessions)
        .set({ revokedAt })
        .where(and(live, eq(sessions.id, sessionId)));
  } else {
    await db
      .update(sessions)
      .set({ revokedAt })
      .where(sessionId ? and(live, sql`${sessions.id} <> ${sessionId}`) : live);
  }
}

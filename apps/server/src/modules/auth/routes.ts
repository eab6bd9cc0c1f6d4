import {
  changePasswordSchema,
  logoutQuery,
  MISSING_CREDENTIALS,
  sessionUser,
  setupSchema,
  setupStatus,
  signInSchema,
  tokenQuery,
  tokenResponse,
} from '@pg/contracts/auth';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { type Db, query } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { dummyHash, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { principalOf } from '../../plugins/auth.ts';
import { countUsers, createUser, findUserByEmail, setPassword } from '../users/repository.ts';
import { toSessionUser } from './principal.ts';
import { endSessions, type IssuedSession, refreshSession, startSession } from './sessions.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle.ts';

export const REFRESH_COOKIE = 'pg_refresh';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

  const sendSession = (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) => {
    reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: config.SESSION_ABSOLUTE_SECONDS,
    });
    reply.header('cache-control', 'no-store');
    return issued.body;
  };

  app.get(
    '/setup',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: setupStatus } } },
    async () => ({ needs_setup: (await countUsers(db)) === 0 }),
  );

  app.post(
    '/setup',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create the first administrator',
        body: setupSchema,
        response: { 200: tokenResponse },
      },
    },
    async (request, reply) => {
      const user = await db.transaction(async (tx) => {
        // Serialises concurrent first-run requests: only one administrator is ever created this way.
        await tx.execute(sql`select pg_advisory_xact_lock(7483920153)`);
        if ((await countUsers(tx)) > 0) throw conflict('An administrator already exists. Please sign in.');
        return createUser(tx, { ...request.body, roleNames: ['super_admin'] });
      });
      return sendSession(request, reply, await startSession(db, config, user.id, meta(request)));
    },
  );

  app.post(
    '/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (grant_type=password) or refresh the session (grant_type=refresh_token)',
        querystring: tokenQuery,
        body: z
          .object({
            email: z.string().max(254).optional(),
            password: z.string().max(128).optional(),
            refresh_token: z.string().max(200).optional(),
          })
          .strict()
          .optional(),
        response: { 200: tokenResponse },
      },
    },
    async (request, reply) => {
      if (request.query.grant_type === 'refresh_token') {
        const presented = request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE];
        if (!presented) throw new AppError('unauthorized', 'No session. Please sign in.');
        return sendSession(request, reply, await refreshSession(db, config, presented));
      }
      const parsed = signInSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'email'), i.message]),
        );
        throw badRequest(MISSING_CREDENTIALS, fields);
      }
      const email = parsed.data.email.toLowerCase();
      await assertNotThrottled(db, config, email, request.ip);
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), parsed.data.password);
      if (!user || !ok) {
        await recordFailure(db, email, request.ip);
        throw new AppError('invalid_credentials', 'Invalid email or password', undefined, 400);
      }
      await clearFailures(db, email);
      return sendSession(request, reply, await startSession(db, config, user.id, meta(request)));
    },
  );

  app.post(
    '/logout',
    { config: { public: true }, schema: { tags: ['auth'], querystring: logoutQuery } },
    async (request, reply) => {
      const { scope } = request.query;
      const principal = request.principal;
      let sessionId = principal?.sessionId ?? null;
      let userId = principal?.id ?? null;
      if (!principal) {
        // An expired access token still lets its holder end the session its cookie belongs to.
        const presented = request.cookies[REFRESH_COOKIE];
        const [row] = presented
          ? await query<{ session_id: string; user_id: string }>(
              db,
              sql`select t.session_id, s.user_id from ${refreshTokens} t join sessions s on s.id = t.session_id
                  where t.token_hash = ${sha256(presented)}`,
            )
          : [];
        if (row) {
          sessionId = row.session_id;
          userId = row.user_id;
        }
      }
      if (userId) await endSessions(db, userId, sessionId, scope);
      if (scope !== 'others') reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return reply.status(204).send();
    },
  );

  app.get(
    '/user',
    { config: { signedIn: true }, schema: { tags: ['auth'], response: { 200: sessionUser } } },
    async (request) => toSessionUser(principalOf(request)),
  );

  app.put(
    '/user',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Change password',
        body: changePasswordSchema,
        response: { 200: sessionUser },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const user = await findUserByEmail(db, principal.email);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.current_password))) {
        throw badRequest('The current password is not correct', {
          current_password: 'The current password is not correct',
        });
      }
      await setPassword(db, user.id, request.body.new_password);
      // A new password ends every other session of this user; this one stays signed in.
      await endSessions(db, user.id, principal.sessionId, 'others');
      return toSessionUser(principal);
    },
  );
};

import {
  changePasswordSchema,
  lastBranchInput,
  logoutQuery,
  MISSING_CREDENTIALS,
  sessionUser,
  setupSchema,
  setupStatus,
  signInSchema,
  tokenBody,
  tokenQuery,
  tokenResponse,
} from '@pg/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '../../access/principal.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { countUsers } from '../users/repository.ts';
import { changePassword, createFirstAdministrator, signIn } from './account.ts';
import { rememberLastBranch } from './last-branch.ts';
import {
  endSessions,
  type IssuedSession,
  refreshSession,
  sessionOfRefreshToken,
  startSession,
} from './sessions.ts';
import { tooManySignIns } from './throttle.ts';

const REFRESH_COOKIE = 'pg_refresh';

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
      const user = await createFirstAdministrator(db, request.body);
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
        body: tokenBody,
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
      const outcome = await signIn(db, config, parsed.data, request.ip);
      if ('retryAfterSeconds' in outcome) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw tooManySignIns(outcome.retryAfterSeconds);
      }
      return sendSession(request, reply, await startSession(db, config, outcome.userId, meta(request)));
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
        const owner = presented ? await sessionOfRefreshToken(db, presented) : null;
        if (owner) {
          sessionId = owner.sessionId;
          userId = owner.userId;
        }
      }
      if (userId) await endSessions(db, userId, sessionId, scope, config.clock.now());
      if (scope !== 'others') reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return reply.status(204).send();
    },
  );

  app.get(
    '/user',
    { config: { signedIn: true, scope: 'none' }, schema: { tags: ['auth'], response: { 200: sessionUser } } },
    async (request) => toSessionUser(principalOf(request)),
  );

  app.put(
    '/user',
    {
      config: { signedIn: true, scope: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'Change password',
        body: changePasswordSchema,
        response: { 200: sessionUser },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await changePassword(db, config, principal, request.body);
      return toSessionUser(principal);
    },
  );

  app.put(
    '/branch',
    {
      config: { signedIn: true, scope: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'Remember the branch the user works in, for their next sign-in',
        body: lastBranchInput,
      },
    },
    async (request, reply) => {
      await rememberLastBranch(db, principalOf(request), request.body.branch_id);
      return reply.status(204).send();
    },
  );
};

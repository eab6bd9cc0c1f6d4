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
import { profileInput } from '@pg/contracts/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '../../access/principal.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { refreshCookie } from '../../plugins/refresh-cookie.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { countUsers, setUserName } from '../users/index.ts';
import { changePassword, createFirstAdministrator, signIn } from './account.ts';
import { rememberLastBranch } from './last-branch.ts';
import { endSessions, refreshSession, sessionOfRefreshToken, startSession } from './sessions.ts';
import { tooManySignIns } from './throttle.ts';

const REFRESH_COOKIE = 'pg_refresh';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

  const cookie = refreshCookie(REFRESH_COOKIE, '/api/auth', config.SESSION_ABSOLUTE_SECONDS);

  const route = resourceRoutes(app, ['auth']);
  const open = { permission: 'public' } as const;
  const signedIn = { permission: 'signed-in', scope: 'none' } as const;

  route.endpoint('GET', '/setup', { ...open, response: setupStatus }, async () => ({
    needs_setup: (await countUsers(db)) === 0,
  }));
  route.endpoint(
    'POST',
    '/setup',
    { ...open, summary: 'Create the first administrator', body: setupSchema, response: tokenResponse },
    async ({ body, reply }) => {
      const user = await createFirstAdministrator(db, body);
      return cookie.send(reply, await startSession(db, config, user.id, meta(reply.request)));
    },
  );
  route.endpoint(
    'POST',
    '/token',
    {
      ...open,
      summary: 'Sign in (grant_type=password) or refresh the session (grant_type=refresh_token)',
      query: tokenQuery,
      body: tokenBody,
      response: tokenResponse,
    },
    async ({ query, body, reply }) => {
      const { request } = reply;
      if (query.grant_type === 'refresh_token') {
        const presented = body?.refresh_token ?? cookie.read(request);
        if (!presented) throw new AppError('unauthorized', 'No session. Please sign in.');
        return cookie.send(reply, await refreshSession(db, config, presented));
      }
      const parsed = signInSchema.safeParse(body ?? {});
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
      return cookie.send(reply, await startSession(db, config, outcome.userId, meta(request)));
    },
  );
  route.endpoint('POST', '/logout', { ...open, query: logoutQuery }, async ({ query, reply }) => {
    const { scope } = query;
    const principal = reply.request.principal;
    let sessionId = principal?.sessionId ?? null;
    let userId = principal?.id ?? null;
    if (!principal) {
      // An expired access token still lets its holder end the session its cookie belongs to.
      const presented = cookie.read(reply.request);
      const owner = presented ? await sessionOfRefreshToken(db, presented) : null;
      if (owner) {
        sessionId = owner.sessionId;
        userId = owner.userId;
      }
    }
    if (userId) await endSessions(db, userId, sessionId, scope, config.clock.now());
    if (scope !== 'others') cookie.clear(reply);
  });
  route.endpoint('GET', '/user', { ...signedIn, response: sessionUser }, async ({ by }) => toSessionUser(by));
  route.endpoint(
    'PUT',
    '/user',
    { ...signedIn, summary: 'Change password', body: changePasswordSchema, response: sessionUser },
    async ({ body, by }) => {
      await changePassword(db, config, by, body);
      return toSessionUser(by);
    },
  );
  route.endpoint(
    'PUT',
    '/profile',
    { ...signedIn, summary: 'Set the name you are shown by', body: profileInput, response: sessionUser },
    async ({ body, by }) => ({ ...toSessionUser(by), name: await setUserName(db, by, body.name) }),
  );
  route.endpoint(
    'PUT',
    '/branch',
    {
      ...signedIn,
      summary: 'Remember the branch the user works in, for their next sign-in',
      body: lastBranchInput,
    },
    ({ body, by }) => rememberLastBranch(db, by, body.branch_id),
  );
};

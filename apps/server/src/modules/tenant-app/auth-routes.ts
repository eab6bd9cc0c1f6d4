import { acceptInviteInput, tenantInvite, tenantSession, tenantSignInInput } from '@pg/contracts/tenant-app';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { tooManySignIns } from '../auth/throttle.ts';
import {
  acceptInvite,
  endTenantSession,
  type IssuedTenantSession,
  inviteTenant,
  refreshTenantSession,
  tenantSignIn,
} from './sessions.ts';

const REFRESH_COOKIE = 'pg_tenant_refresh';
const COOKIE_PATH = '/api/tenant-app/auth';

/**
 * Signing in to the tenant app (public routes): opening an invite with a PIN, phone and PIN,
 * refreshing and ending the session (its refresh token in a cookie of its own); and the staff's
 * 'Invite to the tenant app'.
 */
export const tenantAppAuthRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['tenant app'];

  // Staff: a tenant's invite link.
  resourceRoutes(app, ['tenants']).record(
    'POST',
    '/tenants/:id/app-invite',
    { permission: 'tenants:update', scope: 'tenant', created: true, response: tenantInvite, noStore: true },
    (id, _body, by) => inviteTenant(db, config, id, by),
  );

  const sendSession = (request: FastifyRequest, reply: FastifyReply, issued: IssuedTenantSession) => {
    reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: config.SESSION_ABSOLUTE_SECONDS,
    });
    reply.header('cache-control', 'no-store');
    return issued.body;
  };

  app.post(
    '/tenant-app/auth/invite',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Open an invite: set the PIN',
        body: acceptInviteInput,
        response: { 200: tenantSession },
      },
    },
    async (request, reply) =>
      sendSession(request, reply, await acceptInvite(db, config, request.body.token, request.body.pin)),
  );

  app.post(
    '/tenant-app/auth/token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with phone and PIN',
        body: tenantSignInInput,
        response: { 200: tenantSession },
      },
    },
    async (request, reply) => {
      const outcome = await tenantSignIn(db, config, request.body.phone, request.body.pin, request.ip);
      if ('retryAfterSeconds' in outcome) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw tooManySignIns(outcome.retryAfterSeconds);
      }
      return sendSession(request, reply, outcome.session);
    },
  );

  app.post(
    '/tenant-app/auth/refresh',
    { config: { public: true }, schema: { tags, response: { 200: tenantSession } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new AppError('unauthorized', 'No session. Please sign in.');
      return sendSession(request, reply, await refreshTenantSession(db, config, presented));
    },
  );

  app.post(
    '/tenant-app/auth/logout',
    { config: { public: true }, schema: { tags } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) await endTenantSession(db, config, presented);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return reply.status(204).send();
    },
  );
};

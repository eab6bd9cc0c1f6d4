import { acceptInviteInput, tenantInvite, tenantSession, tenantSignInInput } from '@pg/contracts/tenant-app';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { refreshCookie } from '../../plugins/refresh-cookie.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { tooManySignIns } from '../auth/index.ts';
import {
  acceptInvite,
  endTenantSession,
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
  // Staff: a tenant's invite link.
  resourceRoutes(app, ['tenants']).record(
    'POST',
    '/tenants/:id/app-invite',
    { permission: 'tenants:update', scope: 'tenant', created: true, response: tenantInvite, noStore: true },
    (id, _body, by) => inviteTenant(db, config, id, by),
  );

  const cookie = refreshCookie(REFRESH_COOKIE, COOKIE_PATH, config.SESSION_ABSOLUTE_SECONDS);

  const route = resourceRoutes(app, ['tenant app']);
  const open = { permission: 'public' } as const;
  route.endpoint(
    'POST',
    '/tenant-app/auth/invite',
    { ...open, summary: 'Open an invite: set the PIN', body: acceptInviteInput, response: tenantSession },
    async ({ body, reply }) => cookie.send(reply, await acceptInvite(db, config, body.token, body.pin)),
  );
  route.endpoint(
    'POST',
    '/tenant-app/auth/token',
    { ...open, summary: 'Sign in with phone and PIN', body: tenantSignInInput, response: tenantSession },
    async ({ body, reply }) => {
      const outcome = await tenantSignIn(db, config, body.phone, body.pin, reply.request.ip);
      if ('retryAfterSeconds' in outcome) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw tooManySignIns(outcome.retryAfterSeconds);
      }
      return cookie.send(reply, outcome.session);
    },
  );
  route.endpoint(
    'POST',
    '/tenant-app/auth/refresh',
    { ...open, response: tenantSession },
    async ({ reply }) => {
      const presented = cookie.read(reply.request);
      if (!presented) throw new AppError('unauthorized', 'No session. Please sign in.');
      return cookie.send(reply, await refreshTenantSession(db, config, presented));
    },
  );
  route.endpoint('POST', '/tenant-app/auth/logout', open, async ({ reply }) => {
    const presented = cookie.read(reply.request);
    if (presented) await endTenantSession(db, config, presented);
    cookie.clear(reply);
  });
};

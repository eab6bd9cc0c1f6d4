import { todayIso } from '@pg/contracts/common';
import { tenantStatement } from '@pg/contracts/dues';
import { paymentReceipt } from '@pg/contracts/payments';
import {
  acceptInviteInput,
  tenantHome,
  tenantInvite,
  tenantPayment,
  tenantPaymentInput,
  tenantSession,
  tenantSignInInput,
} from '@pg/contracts/tenant-app';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import { tenantOf } from '../../plugins/auth.ts';
import { tooManySignIns } from '../auth/throttle.ts';
import * as dues from '../dues/repository.ts';
import { getPaymentReceipt } from '../payments/repository.ts';
import { tenantHome as readHome } from './home.ts';
import { claimPayment, tenantPayments } from './payments.ts';
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
 * The tenant app's API (/api/tenant-app): signing in (public), and the signed-in tenant's own
 * records, each route of the tenant audience and scoped to the session's tenant; and the staff's
 * 'Invite to the tenant app'.
 */
export const tenantAppRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const today = () => todayIso(config.clock.now());
  const tags = ['tenant app'];
  const tenant = { audience: 'tenant' as const };

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

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/tenant-app/home',
    { config: tenant, schema: { tags, summary: 'What I owe', response: { 200: tenantHome } } },
    async (request, reply) => {
      noStore(reply);
      const home = await readHome(db, tenantOf(request), today());
      if (!home) throw notFound('Tenant');
      return home;
    },
  );

  app.get(
    '/tenant-app/statement',
    { config: tenant, schema: { tags, summary: 'My statement', response: { 200: tenantStatement } } },
    async (request, reply) => {
      noStore(reply);
      const statement = await dues.tenantStatement(db, tenantOf(request).tenantId, today());
      if (!statement) throw notFound('Tenant');
      return statement;
    },
  );

  app.get(
    '/tenant-app/payments',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'My payments',
        response: { 200: z.object({ items: z.array(tenantPayment) }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { items: await tenantPayments(db, tenantOf(request).tenantId) };
    },
  );

  app.post(
    '/tenant-app/payments',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'I have paid',
        body: tenantPaymentInput,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await claimPayment(db, tenantOf(request), request.body, today());
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/tenant-app/payments/:id/receipt',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'A receipt of mine',
        params: z.object({ id: z.uuid() }),
        response: { 200: paymentReceipt },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const receipt = await getPaymentReceipt(db, request.params.id);
      // Another tenant's payment, or one not received, is no receipt of this tenant's.
      if (
        !receipt ||
        receipt.tenant_id !== tenantOf(request).tenantId ||
        !receipt.receipt_number ||
        receipt.voided_at
      )
        throw notFound('Receipt');
      return receipt;
    },
  );
};

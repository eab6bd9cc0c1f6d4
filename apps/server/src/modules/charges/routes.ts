import { charge, chargeInput, chargeList } from '@pg/contracts/charges';
import { idParams } from '@pg/contracts/common';
import { voidInput } from '@pg/contracts/corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** Charges of a tenant besides rent: the list, adding one, voiding one with a reason. */
export const chargeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['charges'];

  app.get(
    '/tenants/:id/charges',
    {
      config: { permission: 'payments:view', scope: 'tenant' },
      schema: { tags, params: idParams, response: { 200: chargeList } },
    },
    async (request) => repo.listCharges(db, request.params.id),
  );

  app.post(
    '/tenants/:id/charges',
    {
      config: { permission: 'payments:create', scope: 'tenant', idempotent: true },
      schema: { tags, params: idParams, body: chargeInput, response: { 201: charge } },
    },
    async (request, reply) => {
      const created = await repo.addCharge(db, request.params.id, request.body, principalOf(request));
      return reply.status(201).send(orNotFound(created, 'Tenant'));
    },
  );

  app.post(
    '/charges/:id/void',
    {
      config: { permission: 'payments:update', scope: 'charge' },
      schema: { tags, params: idParams, body: voidInput, response: { 200: charge } },
    },
    async (request) =>
      orNotFound(
        await repo.voidCharge(
          db,
          request.params.id,
          request.body.reason,
          principalOf(request),
          config.clock.now(),
        ),
        'Charge',
      ),
  );
};

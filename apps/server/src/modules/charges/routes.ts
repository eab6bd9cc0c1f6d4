import { charge, chargeInput, chargeList } from '@pg/contracts/charges';
import { voidInput } from '@pg/contracts/corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** Charges of a tenant besides rent: the list, adding one, voiding one with a reason. */
export const chargeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['charges']);

  route.record(
    'GET',
    '/tenants/:id/charges',
    { permission: 'payments:view', scope: 'tenant', response: chargeList },
    (id) => repo.listCharges(db, id),
  );
  route.record(
    'POST',
    '/tenants/:id/charges',
    {
      permission: 'payments:create',
      scope: 'tenant',
      idempotent: true,
      created: true,
      body: chargeInput,
      response: charge,
    },
    (id, body, by) => repo.addCharge(db, id, body, by),
  );
  route.record(
    'POST',
    '/charges/:id/void',
    { permission: 'payments:update', scope: 'charge', body: voidInput, response: charge },
    (id, body, by) => repo.voidCharge(db, id, body.reason, by, config.clock.now()),
  );
};

import { idParams } from '@pg/contracts/common';
import { rentMonths, rentReceipts, rentReceiptsQuery } from '@pg/contracts/rent-receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** A tenant's rent receipts for HRA: the months they paid rent in, and the receipts of chosen months. */
export const rentReceiptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['tenants']);
  route.record(
    'GET',
    '/tenants/:id/rent-months',
    {
      permission: 'payments:view',
      scope: 'tenant',
      summary: 'The months in which the tenant paid rent, latest first',
      response: rentMonths,
    },
    (id) => repo.rentMonths(db, id),
  );
  app.get(
    '/tenants/:id/rent-receipts',
    {
      config: { permission: 'payments:view', scope: 'tenant' },
      schema: {
        tags: ['tenants'],
        summary: 'Rent receipts (HRA) of the chosen months, with the landlord from the branch',
        params: idParams,
        querystring: rentReceiptsQuery,
        response: { 200: rentReceipts },
      },
    },
    async (request) =>
      orNotFound(await repo.rentReceipts(db, request.params.id, request.query.months), 'Tenant'),
  );
};

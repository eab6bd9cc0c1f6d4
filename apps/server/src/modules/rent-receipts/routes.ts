import { idParams } from '@pg/contracts/common';
import { rentMonths, rentReceipts, rentReceiptsQuery } from '@pg/contracts/rent-receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
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
  route.endpoint(
    'GET',
    '/tenants/:id/rent-receipts',
    {
      permission: 'payments:view',
      scope: 'tenant',
      summary: 'Rent receipts (HRA) of the chosen months, with the landlord from the branch',
      params: idParams,
      query: rentReceiptsQuery,
      response: rentReceipts,
      notFound: 'Tenant',
    },
    ({ params, query }) => repo.rentReceipts(db, params.id, query.months),
  );
};

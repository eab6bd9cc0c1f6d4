import { idParams, todayIso } from '@pg/contracts/common';
import {
  duesPage,
  duesQuery,
  rentSchedule,
  statementQuery,
  tenantBalance,
  tenantStatement,
} from '@pg/contracts/dues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as ledger from '../ledger/index.ts';
import { tenantStatement as statementOf } from '../ledger/index.ts';
import { listDues } from './page.ts';

/**
 * What tenants owe: the Dues page, a booking's rent schedule, a tenant's balance and statement; as of
 * the clock's today.
 */
export const duesRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const route = resourceRoutes(app, ['dues']);
  const today = () => todayIso(config.clock.now());

  route.branchRead(
    '/branches/:branchId/dues',
    { permission: 'payments:view', query: duesQuery, response: duesPage },
    (branchId, query) => listDues(db, branchId, query, today()),
  );
  route.record(
    'GET',
    '/bookings/:id/schedule',
    { permission: 'bookings:view', scope: 'booking', response: rentSchedule },
    (id) => ledger.rentSchedule(db, id, today()),
  );
  route.record(
    'GET',
    '/tenants/:id/balance',
    { permission: 'payments:view', scope: 'tenant', response: tenantBalance },
    (id) => ledger.tenantBalance(db, id, today()),
  );
  route.endpoint(
    'GET',
    '/tenants/:id/statement',
    {
      permission: 'payments:view',
      scope: 'tenant',
      summary: "A tenant's statement: dated lines, a running balance, an opening balance for a range",
      params: idParams,
      query: statementQuery,
      response: tenantStatement,
      notFound: 'Tenant',
    },
    ({ params, query }) => statementOf(db, params.id, today(), query),
  );
};

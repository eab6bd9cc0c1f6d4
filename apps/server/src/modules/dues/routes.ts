import { todayIso } from '@pg/contracts/common';
import { duesPage, duesQuery, rentSchedule, tenantBalance, tenantStatement } from '@pg/contracts/dues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import { listDues } from './page.ts';
import * as repo from './repository.ts';

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
    (id) => repo.rentSchedule(db, id, today()),
  );
  route.record(
    'GET',
    '/tenants/:id/balance',
    { permission: 'payments:view', scope: 'tenant', response: tenantBalance },
    (id) => repo.tenantBalance(db, id, today()),
  );
  route.record(
    'GET',
    '/tenants/:id/statement',
    { permission: 'payments:view', scope: 'tenant', response: tenantStatement },
    (id) => repo.tenantStatement(db, id, today()),
  );
};

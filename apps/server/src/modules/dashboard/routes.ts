import { todayIso } from '@pg/contracts/common';
import { dailyOccupancy, dashboardQuery, dashboardStats, monthlyFinance } from '@pg/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** The branch dashboard: its figures and the two charts. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  const { db } = opts;
  const route = resourceRoutes(app, ['dashboard']);
  const today = () => todayIso(opts.config.clock.now());

  route.branchRead(
    '/branches/:branchId/dashboard',
    {
      permission: 'dashboard:view',
      summary: 'The figures: money over the period asked for, beds, tenants and complaints as of today',
      query: dashboardQuery,
      response: dashboardStats,
    },
    (branchId, query) => repo.dashboardStats(db, branchId, today(), query.period),
  );
  route.branchRead(
    '/branches/:branchId/dashboard/monthly',
    { permission: 'dashboard:view', response: monthlyFinance },
    (branchId) => repo.monthlyFinance(db, branchId, today()),
  );
  route.branchRead(
    '/branches/:branchId/dashboard/occupancy',
    { permission: 'dashboard:view', response: dailyOccupancy },
    (branchId) => repo.dailyOccupancy(db, branchId, today()),
  );
};

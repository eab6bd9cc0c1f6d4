import { branchParams, todayIso } from '@pg/contracts/common';
import { dailyOccupancy, dashboardQuery, dashboardStats, monthlyFinance } from '@pg/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** The branch dashboard: its figures and the two charts. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  const { db } = opts;
  const access = { permission: 'dashboard:view', scope: 'branch' } as const;
  const today = () => todayIso(opts.config.clock.now());

  app.get(
    '/branches/:branchId/dashboard',
    {
      config: access,
      schema: {
        tags: ['dashboard'],
        summary: 'The figures: money over the period asked for, beds, tenants and complaints as of today',
        params: branchParams,
        querystring: dashboardQuery,
        response: { 200: dashboardStats },
      },
    },
    async (request) => repo.dashboardStats(db, request.params.branchId, today(), request.query.period),
  );

  app.get(
    '/branches/:branchId/dashboard/monthly',
    {
      config: access,
      schema: { tags: ['dashboard'], params: branchParams, response: { 200: monthlyFinance } },
    },
    async (request) => repo.monthlyFinance(db, request.params.branchId, today()),
  );

  app.get(
    '/branches/:branchId/dashboard/occupancy',
    {
      config: access,
      schema: { tags: ['dashboard'], params: branchParams, response: { 200: dailyOccupancy } },
    },
    async (request) => repo.dailyOccupancy(db, request.params.branchId, today()),
  );
};

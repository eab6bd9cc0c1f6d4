import { branchParams, todayIso } from '@pg/contracts/common';
import { dailyOccupancy, dashboardStats, monthlyFinance } from '@pg/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/** The branch dashboard: its figures and the two charts. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'dashboard:view' };

  /** 404 'Branch not found' for a branch that does not exist. */
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/dashboard',
    {
      config,
      schema: { tags: ['dashboard'], params: branchParams, response: { 200: dashboardStats } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.dashboardStats(db, request.params.branchId);
    },
  );

  app.get(
    '/branches/:branchId/dashboard/monthly',
    {
      config,
      schema: { tags: ['dashboard'], params: branchParams, response: { 200: monthlyFinance } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.monthlyFinance(db, request.params.branchId, todayIso());
    },
  );

  app.get(
    '/branches/:branchId/dashboard/occupancy',
    {
      config,
      schema: { tags: ['dashboard'], params: branchParams, response: { 200: dailyOccupancy } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.dailyOccupancy(db, request.params.branchId, todayIso());
    },
  );
};

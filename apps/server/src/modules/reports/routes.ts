import { branchParams, todayIso } from '@pg/contracts/common';
import {
  financialReportPage,
  financialReportQuery,
  occupancyReport,
  occupancyReportQuery,
  tenantReportPage,
  tenantReportQuery,
} from '@pg/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** Data of the three CSV reports; the browser turns it into files (SPEC §7 "Other", §9). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const access = { permission: 'reports:view', scope: 'branch' } as const;

  app.get(
    '/branches/:branchId/reports/occupancy',
    {
      config: access,
      schema: {
        tags: ['reports'],
        params: branchParams,
        querystring: occupancyReportQuery,
        response: { 200: occupancyReport },
      },
    },
    async (request) => repo.occupancyReport(db, request.params.branchId, request.query),
  );

  app.get(
    '/branches/:branchId/reports/financial',
    {
      config: access,
      schema: {
        tags: ['reports'],
        params: branchParams,
        querystring: financialReportQuery,
        response: { 200: financialReportPage },
      },
    },
    async (request) => repo.financialReport(db, request.params.branchId, request.query),
  );

  app.get(
    '/branches/:branchId/reports/tenants',
    {
      config: access,
      schema: {
        tags: ['reports'],
        params: branchParams,
        querystring: tenantReportQuery,
        response: { 200: tenantReportPage },
      },
    },
    async (request) =>
      repo.tenantReport(db, request.params.branchId, request.query, todayIso(config.clock.now())),
  );
};

import { todayIso } from '@pg/contracts/common';
import {
  duesReportPage,
  duesReportQuery,
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
import { resourceRoutes } from '../../plugins/routes.ts';
import { duesReport } from './dues.ts';
import * as repo from './repository.ts';

/** Data of the CSV reports; the browser turns it into files. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['reports']);

  route.branchRead(
    '/branches/:branchId/reports/occupancy',
    { permission: 'reports:view', query: occupancyReportQuery, response: occupancyReport },
    (branchId, query) => repo.occupancyReport(db, branchId, query),
  );
  route.branchRead(
    '/branches/:branchId/reports/financial',
    { permission: 'reports:view', query: financialReportQuery, response: financialReportPage },
    (branchId, query) => repo.financialReport(db, branchId, query),
  );
  route.branchRead(
    '/branches/:branchId/reports/tenants',
    { permission: 'reports:view', query: tenantReportQuery, response: tenantReportPage },
    (branchId, query) => repo.tenantReport(db, branchId, query, todayIso(config.clock.now())),
  );
  route.branchRead(
    '/branches/:branchId/reports/dues',
    { permission: 'reports:view', query: duesReportQuery, response: duesReportPage },
    (branchId, query) => duesReport(db, branchId, query, todayIso(config.clock.now())),
  );
};

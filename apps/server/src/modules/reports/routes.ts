import { branchParams } from '@pg/contracts/common';
import {
  financialReportPage,
  financialReportQuery,
  occupancyReport,
  occupancyReportQuery,
  tenantReportPage,
  tenantReportQuery,
} from '@pg/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/** Data of the three CSV reports; the browser turns it into files (SPEC §7 "Other", §9). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'reports:view' };

  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/reports/occupancy',
    {
      config,
      schema: {
        tags: ['reports'],
        params: branchParams,
        querystring: occupancyReportQuery,
        response: { 200: occupancyReport },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.occupancyReport(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/reports/financial',
    {
      config,
      schema: {
        tags: ['reports'],
        params: branchParams,
        querystring: financialReportQuery,
        response: { 200: financialReportPage },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.financialReport(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/reports/tenants',
    {
      config,
      schema: {
        tags: ['reports'],
        params: branchParams,
        querystring: tenantReportQuery,
        response: { 200: tenantReportPage },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.tenantReport(db, request.params.branchId, request.query);
    },
  );
};

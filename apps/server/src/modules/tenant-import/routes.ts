import { branchParams } from '@pg/contracts/common';
import { tenantImportInput, tenantImportResult } from '@pg/contracts/tenant-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import { importTenants } from './repository.ts';

/** Tenants from a spreadsheet: a preview (`dry_run`), then the import of the valid rows. */
export const tenantImportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/branches/:branchId/tenants/import',
    {
      config: { permission: 'tenants:create', scope: 'branch' },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['tenants'],
        params: branchParams,
        body: tenantImportInput,
        response: { 200: tenantImportResult },
      },
    },
    async (request) =>
      importTenants(db, request.params.branchId, request.body.rows, {
        dryRun: request.body.dry_run,
        actor: principalOf(request),
      }),
  );
};

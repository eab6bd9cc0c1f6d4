import { branchParams, idParams, todayIso } from '@pg/contracts/common';
import { retentionDue, tenantExport, tenantRecords } from '@pg/contracts/tenant-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDataCipher } from '../../lib/crypto.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** A tenant's data rights: download everything held, erase it once they left; the retention's dry run. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['tenant records'];
  const store = createFileStore(createDataCipher(config.dataKey));

  app.get(
    '/tenants/:id/export',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: {
        tags,
        summary: 'Everything held about the tenant, as a JSON file; written to the audit log',
        params: idParams,
        response: { 200: tenantExport },
      },
    },
    async (request, reply) => {
      const data = orNotFound(
        await repo.exportTenant(db, principalOf(request), request.params.id, config.clock.now()),
        'Tenant',
      );
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="tenant-${request.params.id}.json"`);
      return data;
    },
  );

  app.post(
    '/tenants/:id/erase',
    {
      config: { permission: 'tenants:delete', scope: 'tenant' },
      schema: {
        tags,
        summary:
          'Erase the personal data of a tenant who left (409 with a booking open); the name and money records stay',
        params: idParams,
        response: { 200: tenantRecords },
      },
    },
    async (request) =>
      orNotFound(await repo.eraseTenant(db, store, principalOf(request), request.params.id), 'Tenant'),
  );

  app.get(
    '/branches/:branchId/tenants/retention',
    {
      config: { permission: 'tenants:delete', scope: 'branch' },
      schema: {
        tags,
        summary: 'The tenants whose personal data the retention setting would erase now (a dry run)',
        params: branchParams,
        response: { 200: retentionDue },
      },
    },
    async (request) => ({
      retention_days: config.TENANT_RETENTION_DAYS,
      items: await repo.retentionDue(db, {
        branchId: request.params.branchId,
        today: todayIso(config.clock.now()),
        retentionDays: config.TENANT_RETENTION_DAYS,
        limit: 500,
      }),
    }),
  );
};

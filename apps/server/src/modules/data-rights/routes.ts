import { idParams, todayIso } from '@pg/contracts/common';
import { retentionDue, tenantExport, tenantRecords } from '@pg/contracts/tenant-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverCipher } from '../../lib/crypto.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** A tenant's data rights: download everything held, erase it once they left; the retention's dry run. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['tenant records'];
  const route = resourceRoutes(app, tags);
  const store = createFileStore(serverCipher(config));

  route.endpoint(
    'GET',
    '/tenants/:id/export',
    {
      permission: 'tenants:update',
      scope: 'tenant',
      summary: 'Everything held about the tenant, as a JSON file; written to the audit log',
      params: idParams,
      response: tenantExport,
      noStore: true,
      notFound: 'Tenant',
    },
    async ({ params, by, reply }) => {
      reply.header('content-disposition', `attachment; filename="tenant-${params.id}.json"`);
      return repo.exportTenant(db, by, params.id, config.clock.now());
    },
  );

  route.record(
    'POST',
    '/tenants/:id/erase',
    {
      permission: 'tenants:delete',
      scope: 'tenant',
      summary:
        'Erase the personal data of a tenant who left (409 with a booking open); the name and money records stay',
      response: tenantRecords,
    },
    (id, _body, by) => repo.eraseTenant(db, store, by, id),
  );
  route.branchRead(
    '/branches/:branchId/tenants/retention',
    {
      permission: 'tenants:delete',
      summary: 'The tenants whose personal data the retention setting would erase now (a dry run)',
      response: retentionDue,
    },
    async (branchId) => ({
      retention_days: config.TENANT_RETENTION_DAYS,
      items: await repo.retentionDue(db, {
        branchId,
        today: todayIso(config.clock.now()),
        retentionDays: config.TENANT_RETENTION_DAYS,
        limit: 500,
      }),
    }),
  );
};

import { listResponse, todayIso } from '@pg/contracts/common';
import {
  tenant,
  tenantCreateInput,
  tenantLeaveInput,
  tenantListQuery,
  tenantOption,
  tenantOptionsQuery,
  tenantUpdateInput,
} from '@pg/contracts/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as list from './list.ts';
import * as repo from './repository.ts';

/** Tenants of a branch: the list, a picker's options, one tenant, adding, editing contact details, departures. */
export const tenantRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['tenants']);

  route.branchRead(
    '/branches/:branchId/tenants',
    { permission: 'tenants:view', query: tenantListQuery, response: listResponse(tenant) },
    (branchId, query) => list.listTenants(db, branchId, { ...query, today: todayIso(config.clock.now()) }),
  );
  route.branchRead(
    '/branches/:branchId/tenants/options',
    {
      permission: 'tenants:view',
      summary: 'Tenants who have not left (id, name, phone), by name, for pickers',
      query: tenantOptionsQuery,
      response: listResponse(tenantOption),
    },
    (branchId, query) => list.listTenantOptions(db, branchId, query),
  );
  route.branchWrite(
    '/branches/:branchId/tenants',
    { permission: 'tenants:create', body: tenantCreateInput, response: tenant },
    (branchId, { phone_confirmed, ...input }, by) =>
      repo.createTenant(db, branchId, input, by, !phone_confirmed),
  );
  route.record(
    'GET',
    '/tenants/:id',
    { permission: 'tenants:view', scope: 'tenant', summary: 'A tenant (the tenant page)', response: tenant },
    (id) => repo.getTenant(db, id),
  );
  route.record(
    'PATCH',
    '/tenants/:id',
    {
      permission: 'tenants:update',
      scope: 'tenant',
      summary: "Edit a tenant's contact details",
      body: tenantUpdateInput,
      response: tenant,
    },
    (id, body, by) => repo.updateTenant(db, id, body, by),
  );
  route.record(
    'POST',
    '/tenants/:id/leave',
    {
      permission: 'tenants:update',
      scope: 'tenant',
      summary: 'Mark a tenant as left (refused while a booking is booked or checked in)',
      body: tenantLeaveInput,
      response: tenant,
    },
    (id, body, by) => repo.markTenantLeft(db, id, body.left_at, by),
  );
};

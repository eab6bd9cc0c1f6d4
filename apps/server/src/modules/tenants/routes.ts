import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import {
  tenant,
  tenantInput,
  tenantLeaveInput,
  tenantListQuery,
  tenantOption,
  tenantOptionsQuery,
  tenantUpdateInput,
} from '@pg/contracts/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/** Tenants of a branch: the list, a picker's options, adding, editing contact details, departures. */
export const tenantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['tenants'];
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/tenants',
    {
      config: { permission: 'tenants:view' },
      schema: {
        tags,
        params: branchParams,
        querystring: tenantListQuery,
        response: { 200: listResponse(tenant) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listTenants(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/tenants/options',
    {
      config: { permission: 'tenants:view' },
      schema: {
        tags,
        summary: 'Tenants who have not left (id, name, phone), by name, for pickers',
        params: branchParams,
        querystring: tenantOptionsQuery,
        response: { 200: listResponse(tenantOption) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listTenantOptions(db, request.params.branchId, request.query);
    },
  );

  app.post(
    '/branches/:branchId/tenants',
    {
      config: { permission: 'tenants:create' },
      schema: { tags, params: branchParams, body: tenantInput, response: { 201: tenant } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const created = await repo.createTenant(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/tenants/:id',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: "Edit a tenant's contact details",
        params: idParams,
        body: tenantUpdateInput,
        response: { 200: tenant },
      },
    },
    async (request) =>
      (await repo.updateTenant(db, request.params.id, request.body, principalOf(request))) ??
      Promise.reject(notFound('Tenant')),
  );

  app.post(
    '/tenants/:id/leave',
    {
      config: { permission: 'tenants:update' },
      schema: {
        tags,
        summary: 'Mark a tenant as left (refused while a booking is booked or checked in)',
        params: idParams,
        body: tenantLeaveInput,
        response: { 200: tenant },
      },
    },
    async (request) =>
      (await repo.markTenantLeft(db, request.params.id, request.body.left_at, principalOf(request))) ??
      Promise.reject(notFound('Tenant')),
  );
};

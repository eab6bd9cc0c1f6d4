import { branchParams, idParams, todayIso } from '@pg/contracts/common';
import {
  complianceFlags,
  formCInput,
  tenantProfileInput,
  tenantRecords,
  verificationForm,
  verificationInput,
} from '@pg/contracts/tenant-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** A tenant's profile (KYC), police verification and Form C; the branch's compliance flags. */
export const tenantRecordRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['tenant records'];
  const today = () => todayIso(config.clock.now());

  app.get(
    '/tenants/:id/records',
    {
      config: { permission: 'tenants:view', scope: 'tenant' },
      schema: { tags, params: idParams, response: { 200: tenantRecords } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orNotFound(await repo.getRecords(db, request.params.id), 'Tenant');
    },
  );

  app.put(
    '/tenants/:id/profile',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: { tags, params: idParams, body: tenantProfileInput, response: { 200: tenantRecords } },
    },
    async (request) =>
      orNotFound(
        await repo.saveProfile(db, request.params.id, request.body, principalOf(request), today()),
        'Tenant',
      ),
  );

  app.put(
    '/tenants/:id/verification',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: { tags, params: idParams, body: verificationInput, response: { 200: tenantRecords } },
    },
    async (request) =>
      orNotFound(
        await repo.saveVerification(db, request.params.id, request.body, principalOf(request)),
        'Tenant',
      ),
  );

  app.put(
    '/tenants/:id/form-c',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: {
        tags,
        summary: "Mark a foreign national's Form C as filed",
        params: idParams,
        body: formCInput,
        response: { 200: tenantRecords },
      },
    },
    async (request) =>
      orNotFound(await repo.saveFormC(db, request.params.id, request.body, principalOf(request)), 'Tenant'),
  );

  app.get(
    '/tenants/:id/verification-form',
    {
      config: { permission: 'tenants:view', scope: 'tenant' },
      schema: {
        tags,
        summary: 'What the police verification form and Form C print: the records, the property, the stay',
        params: idParams,
        response: { 200: verificationForm },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orNotFound(await repo.getVerificationForm(db, request.params.id), 'Tenant');
    },
  );

  app.get(
    '/branches/:branchId/tenants/compliance',
    {
      config: { permission: 'tenants:view', scope: 'branch' },
      schema: {
        tags,
        summary: "Checked-in tenants whose police verification or Form C is overdue (the dashboard's flags)",
        params: branchParams,
        response: { 200: complianceFlags },
      },
    },
    async (request) => repo.complianceFlags(db, request.params.branchId, today()),
  );
};

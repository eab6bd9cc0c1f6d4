import { todayIso } from '@pg/contracts/common';
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
import { resourceRoutes } from '../../plugins/routes.ts';
import { complianceFlags as complianceFlagsOf } from './compliance.ts';
import * as repo from './repository.ts';

/** A tenant's profile (KYC), police verification and Form C; the branch's compliance flags. */
export const tenantRecordRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['tenant records']);
  const today = () => todayIso(config.clock.now());
  const view = { permission: 'tenants:view', scope: 'tenant', noStore: true } as const;
  const update = { permission: 'tenants:update', scope: 'tenant', response: tenantRecords } as const;

  route.record('GET', '/tenants/:id/records', { ...view, response: tenantRecords }, (id) =>
    repo.getRecords(db, id),
  );
  route.record('PUT', '/tenants/:id/profile', { ...update, body: tenantProfileInput }, (id, body, by) =>
    repo.saveProfile(db, id, body, by, today()),
  );
  route.record('PUT', '/tenants/:id/verification', { ...update, body: verificationInput }, (id, body, by) =>
    repo.saveVerification(db, id, body, by),
  );
  route.record(
    'PUT',
    '/tenants/:id/form-c',
    { ...update, summary: "Mark a foreign national's Form C as filed", body: formCInput },
    (id, body, by) => repo.saveFormC(db, id, body, by),
  );
  route.record(
    'GET',
    '/tenants/:id/verification-form',
    {
      ...view,
      summary: 'What the police verification form and Form C print: the records, the property, the stay',
      response: verificationForm,
    },
    (id) => repo.getVerificationForm(db, id),
  );
  route.branchRead(
    '/branches/:branchId/tenants/compliance',
    {
      permission: 'tenants:view',
      summary: "Checked-in tenants whose police verification or Form C is overdue (the dashboard's flags)",
      response: complianceFlags,
    },
    (branchId) => complianceFlagsOf(db, branchId, today()),
  );
};

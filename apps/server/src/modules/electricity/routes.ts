import fastifyMultipart from '@fastify/multipart';
import { voidInput } from '@pg/contracts/corrections';
import {
  bulkChargeInput,
  bulkChargePreview,
  bulkChargeResult,
  electricityRate,
  electricityRateInput,
  meter,
  meterInput,
  meterList,
  reading,
  readingInput,
  readingList,
} from '@pg/contracts/electricity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverCipher } from '../../lib/crypto.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { multipartLimits } from '../../lib/uploads.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as bulk from '../charges/index.ts';
import * as photos from './photos.ts';
import * as repo from './repository.ts';

/**
 * Electricity by meter (a branch's rate, a room's meters, readings that bill their units as
 * charges) and charges to many tenants at once. They are charges, under the charges' permissions.
 */
export const electricityRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['charges']);
  const rateUrl = '/branches/:branchId/electricity-rate';

  route.branchRead(
    rateUrl,
    { permission: 'payments:view', response: z.object({ rate: electricityRate.nullable() }) },
    async (branchId) => ({ rate: await repo.readRate(db, branchId) }),
  );
  route.branchWrite(
    rateUrl,
    { method: 'PUT', permission: 'payments:update', body: electricityRateInput, response: electricityRate },
    (branchId, body, by) => repo.saveRate(db, branchId, body, by),
  );
  route.record(
    'GET',
    '/rooms/:id/meters',
    { permission: 'payments:view', scope: 'room', response: meterList },
    (id) => repo.listMeters(db, id),
  );
  route.record(
    'POST',
    '/rooms/:id/meters',
    { permission: 'payments:create', scope: 'room', created: true, body: meterInput, response: meter },
    (id, body, by) => repo.addMeter(db, id, body, by),
  );
  route.record(
    'GET',
    '/meters/:id/readings',
    { permission: 'payments:view', scope: 'meter', response: readingList },
    (id) => repo.listReadings(db, id),
  );
  route.record(
    'POST',
    '/meters/:id/readings',
    {
      permission: 'payments:create',
      scope: 'meter',
      idempotent: true,
      created: true,
      body: readingInput,
      response: reading,
    },
    (id, body, by) => repo.recordReading(db, id, body, by),
  );

  const store = createFileStore(serverCipher(config));
  await app.register(fastifyMultipart, { limits: multipartLimits(0, 1), throwFileSizeLimit: true });
  route.recordPhoto(
    '/meter-readings/:id/photo',
    {
      scope: 'meter_reading',
      keep: 'payments:create',
      view: 'payments:view',
      what: 'the meter at a reading',
      response: reading,
    },
    {
      keep: (id, photo, by) => photos.setReadingPhoto(db, store, id, photo, by),
      read: (id) => photos.readingPhoto(db, store, id),
    },
  );
  route.record(
    'POST',
    '/meter-readings/:id/void',
    { permission: 'payments:update', scope: 'meter_reading', body: voidInput, response: reading },
    (id, body, by) => repo.voidReading(db, id, body.reason, by, config.clock.now()),
  );
  route.branchWrite(
    '/branches/:branchId/charges/bulk/preview',
    { method: 'POST', permission: 'payments:create', body: bulkChargeInput, response: bulkChargePreview },
    (branchId, body) => bulk.previewBulkCharge(db, branchId, body),
  );
  route.branchWrite(
    '/branches/:branchId/charges/bulk',
    { permission: 'payments:create', idempotent: true, body: bulkChargeInput, response: bulkChargeResult },
    (branchId, body, by) => bulk.addBulkCharge(db, branchId, body, by),
  );
};

import fastifyMultipart from '@fastify/multipart';
import { photoQuery } from '@pg/contracts/applications';
import { branchParams, idParams } from '@pg/contracts/common';
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
import { badRequest } from '../../lib/errors.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { orNotFound } from '../../lib/not-found.ts';
import {
  cleanPhotos,
  multipartLimits,
  parseFormFields,
  readMultipartForm,
  sendPhoto,
} from '../../lib/uploads.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as bulk from '../charges/bulk.ts';
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
  const tags = ['charges'];

  app.get(
    '/branches/:branchId/electricity-rate',
    {
      config: { permission: 'payments:view', scope: 'branch' },
      schema: {
        tags,
        params: branchParams,
        response: { 200: z.object({ rate: electricityRate.nullable() }) },
      },
    },
    async (request) => ({ rate: await repo.readRate(db, request.params.branchId) }),
  );

  app.put(
    '/branches/:branchId/electricity-rate',
    {
      config: { permission: 'payments:update', scope: 'branch' },
      schema: { tags, params: branchParams, body: electricityRateInput, response: { 200: electricityRate } },
    },
    async (request) => repo.saveRate(db, request.params.branchId, request.body, principalOf(request)),
  );

  app.get(
    '/rooms/:id/meters',
    {
      config: { permission: 'payments:view', scope: 'room' },
      schema: { tags, params: idParams, response: { 200: meterList } },
    },
    async (request) => repo.listMeters(db, request.params.id),
  );

  app.post(
    '/rooms/:id/meters',
    {
      config: { permission: 'payments:create', scope: 'room' },
      schema: { tags, params: idParams, body: meterInput, response: { 201: meter } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          orNotFound(await repo.addMeter(db, request.params.id, request.body, principalOf(request)), 'Room'),
        ),
  );

  app.get(
    '/meters/:id/readings',
    {
      config: { permission: 'payments:view', scope: 'meter' },
      schema: { tags, params: idParams, response: { 200: readingList } },
    },
    async (request) => repo.listReadings(db, request.params.id),
  );

  app.post(
    '/meters/:id/readings',
    {
      config: { permission: 'payments:create', scope: 'meter', idempotent: true },
      schema: { tags, params: idParams, body: readingInput, response: { 201: reading } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          orNotFound(
            await repo.recordReading(db, request.params.id, request.body, principalOf(request)),
            'Meter',
          ),
        ),
  );

  const store = createFileStore(serverCipher(config));
  await app.register(fastifyMultipart, { limits: multipartLimits(0, 1), throwFileSizeLimit: true });
  app.put(
    '/meter-readings/:id/photo',
    {
      config: { permission: 'payments:create', scope: 'meter_reading' },
      schema: {
        tags,
        summary: 'Keep a photo of the meter with its reading (multipart: photo)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: reading },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        photoFields: ['photo'],
        limits: multipartLimits(0, 1),
        messages: {
          notMultipart: 'Send the photo as multipart/form-data',
          tooManyParts: 'The form has too many parts',
        },
      });
      parseFormFields(z.object({}).strict(), form.fields, form.unknown, 'Invalid photo');
      const { photo } = await cleanPhotos(['photo'], form.photos);
      if (!photo) throw badRequest('Choose a photo', { photo: 'Choose a photo' });
      return orNotFound(
        await photos.setReadingPhoto(db, store, request.params.id, photo, principalOf(request)),
        'Reading',
      );
    },
  );
  app.get(
    '/meter-readings/:id/photo',
    {
      config: { permission: 'payments:view', scope: 'meter_reading' },
      schema: {
        tags,
        summary: 'The photo kept with a reading (image/jpeg)',
        params: idParams,
        querystring: photoQuery,
      },
    },
    async (request, reply) =>
      sendPhoto(reply, await photos.readingPhoto(db, store, request.params.id), request.query.size),
  );

  app.post(
    '/meter-readings/:id/void',
    {
      config: { permission: 'payments:update', scope: 'meter_reading' },
      schema: { tags, params: idParams, body: voidInput, response: { 200: reading } },
    },
    async (request) =>
      orNotFound(
        await repo.voidReading(
          db,
          request.params.id,
          request.body.reason,
          principalOf(request),
          config.clock.now(),
        ),
        'Meter reading',
      ),
  );

  app.post(
    '/branches/:branchId/charges/bulk/preview',
    {
      config: { permission: 'payments:create', scope: 'branch' },
      schema: { tags, params: branchParams, body: bulkChargeInput, response: { 200: bulkChargePreview } },
    },
    async (request) => bulk.previewBulkCharge(db, request.params.branchId, request.body),
  );

  app.post(
    '/branches/:branchId/charges/bulk',
    {
      config: { permission: 'payments:create', scope: 'branch', idempotent: true },
      schema: { tags, params: branchParams, body: bulkChargeInput, response: { 201: bulkChargeResult } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bulk.addBulkCharge(db, request.params.branchId, request.body, principalOf(request))),
  );
};

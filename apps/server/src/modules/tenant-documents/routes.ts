import fastifyMultipart from '@fastify/multipart';
import { photoQuery } from '@pg/contracts/applications';
import { idParams } from '@pg/contracts/common';
import {
  documentParams,
  documentPhotoParams,
  ID_PHOTO_SIDES,
  idDocument,
  idDocumentInput,
  revealedIdNumber,
} from '@pg/contracts/tenant-records';
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
import * as repo from './repository.ts';

const DOCUMENT_LIMITS = multipartLimits(2, ID_PHOTO_SIDES.length);
const PHOTO_FIELDS = ['photo'] as const;
const PHOTO_LIMITS = multipartLimits(0, 1);
const messages = {
  notMultipart: 'Send the document as multipart/form-data',
  tooManyParts: 'The form has too many parts',
};

/**
 * A tenant's ID documents and photograph: numbers masked but for an audited reveal, photos
 * cleaned and encrypted, every view of one audited. Multipart parsing is registered in this scope.
 */
export const tenantDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['tenant records'];
  const cipher = serverCipher(config);
  const store = createFileStore(cipher);
  await app.register(fastifyMultipart, { limits: DOCUMENT_LIMITS, throwFileSizeLimit: true });

  app.get(
    '/tenants/:id/documents',
    {
      config: { permission: 'tenants:view', scope: 'tenant' },
      schema: { tags, params: idParams, response: { 200: z.object({ items: z.array(idDocument) }) } },
    },
    async (request) => ({ items: await repo.listDocuments(db, request.params.id) }),
  );

  app.post(
    '/tenants/:id/documents',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: {
        tags,
        summary: 'Add an ID document (multipart: type, number, optional front and back photos)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: idDocument },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        photoFields: ID_PHOTO_SIDES,
        limits: DOCUMENT_LIMITS,
        messages,
      });
      const values = parseFormFields(idDocumentInput, form.fields, form.unknown, 'Invalid document');
      const photos = await cleanPhotos(ID_PHOTO_SIDES, form.photos);
      const created = await repo.addDocument(db, { cipher, store }, principalOf(request), request.params.id, {
        ...values,
        photos,
      });
      return reply.status(201).send(orNotFound(created, 'Tenant'));
    },
  );

  app.delete(
    '/tenants/:id/documents/:documentId',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: { tags, params: documentParams },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      orNotFound(
        (await repo.removeDocument(db, store, principalOf(request), id, documentId)) || null,
        'Document',
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/tenants/:id/documents/:documentId/reveal',
    {
      config: { permission: 'applications:reveal', scope: 'tenant' },
      schema: {
        tags,
        summary: "A document's full number; every reveal is written to the audit log",
        params: documentParams,
        response: { 200: revealedIdNumber },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const number = await repo.revealDocumentNumber(db, cipher, principalOf(request), id, documentId);
      reply.header('cache-control', 'no-store');
      return { number: orNotFound(number, 'Document') };
    },
  );

  app.get(
    '/tenants/:id/documents/:documentId/photos/:side',
    {
      config: { permission: 'applications:reveal', scope: 'tenant' },
      schema: {
        tags,
        summary: 'A photo of an ID document (image/jpeg); every view is written to the audit log',
        params: documentPhotoParams,
        querystring: photoQuery,
      },
    },
    async (request, reply) => {
      const { id, documentId, side } = request.params;
      const file = await repo.viewDocumentPhoto(db, store, principalOf(request), id, documentId, side);
      return sendPhoto(reply, file, request.query.size);
    },
  );

  app.put(
    '/tenants/:id/photo',
    {
      config: { permission: 'tenants:update', scope: 'tenant' },
      schema: {
        tags,
        summary: "Set the tenant's photograph (multipart: photo)",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: z.object({ has_photo: z.boolean() }) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        photoFields: PHOTO_FIELDS,
        limits: PHOTO_LIMITS,
        messages,
      });
      parseFormFields(z.object({}).strict(), form.fields, form.unknown, 'Invalid photo');
      const { photo } = await cleanPhotos(PHOTO_FIELDS, form.photos);
      if (!photo) throw badRequest('Choose a photo', { photo: 'Choose a photo' });
      return orNotFound(
        await repo.setTenantPhoto(db, store, principalOf(request), request.params.id, photo),
        'Tenant',
      );
    },
  );

  app.get(
    '/tenants/:id/photo',
    {
      config: { permission: 'tenants:view', scope: 'tenant' },
      schema: {
        tags,
        summary: "The tenant's photograph (image/jpeg); every view is written to the audit log",
        params: idParams,
        querystring: photoQuery,
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await repo.viewTenantPhoto(db, store, principalOf(request), request.params.id),
        request.query.size,
      ),
  );
};

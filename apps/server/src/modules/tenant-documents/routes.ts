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
import { resourceRoutes } from '../../plugins/routes.ts';
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
  const cipher = serverCipher(config);
  const store = createFileStore(cipher);
  await app.register(fastifyMultipart, { limits: DOCUMENT_LIMITS, throwFileSizeLimit: true });

  const route = resourceRoutes(app, ['tenant records']);
  const view = { permission: 'tenants:view', scope: 'tenant' } as const;
  const update = { permission: 'tenants:update', scope: 'tenant' } as const;
  const reveal = { permission: 'applications:reveal', scope: 'tenant' } as const;

  route.record(
    'GET',
    '/tenants/:id/documents',
    { ...view, response: z.object({ items: z.array(idDocument) }) },
    async (id) => ({
      items: await repo.listDocuments(db, id),
    }),
  );
  route.endpoint(
    'POST',
    '/tenants/:id/documents',
    {
      ...update,
      summary: 'Add an ID document (multipart: type, number, optional front and back photos)',
      consumes: ['multipart/form-data'],
      params: idParams,
      created: true,
      response: idDocument,
      notFound: 'Tenant',
    },
    async ({ params, by, reply }) => {
      const form = await readMultipartForm(reply.request, {
        photoFields: ID_PHOTO_SIDES,
        limits: DOCUMENT_LIMITS,
        messages,
      });
      const values = parseFormFields(idDocumentInput, form.fields, form.unknown, 'Invalid document');
      const photos = await cleanPhotos(ID_PHOTO_SIDES, form.photos);
      return repo.addDocument(db, { cipher, store }, by, params.id, { ...values, photos });
    },
  );
  route.endpoint(
    'DELETE',
    '/tenants/:id/documents/:documentId',
    { ...update, params: documentParams, notFound: 'Document' },
    async ({ params, by }) =>
      (await repo.removeDocument(db, store, by, params.id, params.documentId)) || null,
  );
  route.endpoint(
    'POST',
    '/tenants/:id/documents/:documentId/reveal',
    {
      ...reveal,
      summary: "A document's full number; every reveal is written to the audit log",
      params: documentParams,
      response: revealedIdNumber,
      noStore: true,
    },
    async ({ params, by }) => ({
      number: orNotFound(
        await repo.revealDocumentNumber(db, cipher, by, params.id, params.documentId),
        'Document',
      ),
    }),
  );
  route.endpoint(
    'GET',
    '/tenants/:id/documents/:documentId/photos/:side',
    {
      ...reveal,
      summary: 'A photo of an ID document (image/jpeg); every view is written to the audit log',
      params: documentPhotoParams,
      query: photoQuery,
      sends: true,
    },
    async ({ params, query, by, reply }) =>
      sendPhoto(
        reply,
        await repo.viewDocumentPhoto(db, store, by, params.id, params.documentId, params.side),
        query.size,
      ),
  );
  route.endpoint(
    'PUT',
    '/tenants/:id/photo',
    {
      ...update,
      summary: "Set the tenant's photograph (multipart: photo)",
      consumes: ['multipart/form-data'],
      params: idParams,
      response: z.object({ has_photo: z.boolean() }),
      notFound: 'Tenant',
    },
    async ({ params, by, reply }) => {
      const form = await readMultipartForm(reply.request, {
        photoFields: PHOTO_FIELDS,
        limits: PHOTO_LIMITS,
        messages,
      });
      parseFormFields(z.object({}).strict(), form.fields, form.unknown, 'Invalid photo');
      const { photo } = await cleanPhotos(PHOTO_FIELDS, form.photos);
      if (!photo) throw badRequest('Choose a photo', { photo: 'Choose a photo' });
      return repo.setTenantPhoto(db, store, by, params.id, photo);
    },
  );
  route.endpoint(
    'GET',
    '/tenants/:id/photo',
    {
      ...view,
      summary: "The tenant's photograph (image/jpeg); every view is written to the audit log",
      params: idParams,
      query: photoQuery,
      sends: true,
    },
    async ({ params, query, by, reply }) =>
      sendPhoto(reply, await repo.viewTenantPhoto(db, store, by, params.id), query.size),
  );
};

import fastifyMultipart from '@fastify/multipart';
import { photoQuery } from '@pg/contracts/applications';
import { idParams } from '@pg/contracts/common';
import {
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_PHOTO_FIELDS,
  COMPLAINT_TOO_MANY_PHOTOS,
  complaint,
  complaintReopenInput,
  complaintReplyInput,
  complaintThread,
} from '@pg/contracts/complaints';
import { tenantComplaintInput } from '@pg/contracts/tenant-app';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { complaints } from '../../db/schema/operations.ts';
import { createDataCipher } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { createFileStore } from '../../lib/file-store.ts';
import type { CleanImage } from '../../lib/images.ts';
import {
  cleanPhotos,
  multipartLimits,
  parseFormFields,
  readMultipartForm,
  sendPhoto,
} from '../../lib/uploads.ts';
import { tenantOf } from '../../plugins/auth.ts';
import { complaintPhoto } from '../complaints/photos.ts';
import { createComplaint, tenantComplaints } from '../complaints/repository.ts';
import { addReply, complaintThread as readThread, reopenComplaint } from '../complaints/thread.ts';

const LIMITS = multipartLimits(2, COMPLAINT_MAX_PHOTOS);

/**
 * The tenant's complaints in the tenant app: raising one (with up to three photos from the phone's
 * camera or gallery, sent as multipart; JSON without photos), its status and thread, replying,
 * reopening a resolved one within a week, and its photos. Each scoped to the session's tenant: a
 * complaint or photo of another tenant answers 404.
 */
export const tenantComplaintRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['tenant app'];
  const tenant = { audience: 'tenant' as const };
  const now = () => config.clock.now();
  const store = createFileStore(createDataCipher(config.dataKey));
  await app.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: true });

  /** The complaint, if it is the signed-in tenant's; 404 otherwise. */
  const mine = async (request: FastifyRequest, id: string) => {
    const [row] = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(eq(complaints.id, id), eq(complaints.tenantId, tenantOf(request).tenantId)));
    if (!row) throw notFound('Complaint');
    return tenantOf(request).tenantId;
  };
  /** A body checked after the complaint is known to be the tenant's (so another's answers 404). */
  const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest) =>
    parseFormFields(schema, (request.body ?? {}) as Record<string, unknown>, {}, 'Invalid request');

  app.get(
    '/tenant-app/complaints',
    {
      config: tenant,
      schema: { tags, summary: 'My complaints', response: { 200: z.object({ items: z.array(complaint) }) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tenantComplaints(db, tenantOf(request).tenantId);
    },
  );

  app.post(
    '/tenant-app/complaints',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'Raise a complaint (JSON: category, description; or multipart with photo_1..photo_3)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: complaint },
      },
    },
    async (request, reply) => {
      const me = tenantOf(request);
      let values: z.output<typeof tenantComplaintInput>;
      let images: CleanImage[] = [];
      if (request.isMultipart()) {
        const form = await readMultipartForm(request, {
          photoFields: COMPLAINT_PHOTO_FIELDS,
          limits: LIMITS,
          messages: {
            notMultipart: 'Send the complaint as multipart/form-data',
            tooManyParts: COMPLAINT_TOO_MANY_PHOTOS,
          },
        });
        values = parseFormFields(tenantComplaintInput, form.fields, form.unknown, 'Invalid complaint');
        const cleaned = await cleanPhotos(COMPLAINT_PHOTO_FIELDS, form.photos);
        images = COMPLAINT_PHOTO_FIELDS.flatMap((f) => (cleaned[f] ? [cleaned[f]] : []));
      } else {
        values = bodyOf(tenantComplaintInput, request);
      }
      const created = await createComplaint(
        db,
        me.branchId,
        { ...values, tenant_id: me.tenantId, priority: 'medium' },
        null,
        { store, images },
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/tenant-app/complaints/:id/replies',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'Replies on my complaint',
        params: idParams,
        response: { 200: complaintThread },
      },
    },
    async (request, reply) => {
      await mine(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return readThread(db, request.params.id, 'tenant');
    },
  );

  app.post(
    '/tenant-app/complaints/:id/replies',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'Reply on my complaint',
        params: idParams,
        response: { 201: complaintThread },
      },
    },
    async (request, reply) => {
      const tenantId = await mine(request, request.params.id);
      const { body } = bodyOf(complaintReplyInput, request);
      const thread = await addReply(db, request.params.id, body, { tenant: true, tenantId }, now());
      if (!thread) throw notFound('Complaint');
      return reply.status(201).send(thread);
    },
  );

  app.post(
    '/tenant-app/complaints/:id/reopen',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'Reopen my complaint, resolved in the last 7 days, saying why',
        params: idParams,
        response: { 200: complaint },
      },
    },
    async (request) => {
      const tenantId = await mine(request, request.params.id);
      const { note } = bodyOf(complaintReopenInput, request);
      const reopened = await reopenComplaint(db, request.params.id, note, { tenant: true, tenantId }, now());
      if (!reopened) throw notFound('Complaint');
      return {
        ...reopened,
        status_changed_by: null,
        status_changed_by_email: null,
        status_changed_by_name: null,
      };
    },
  );

  app.get(
    '/tenant-app/complaint-photos/:id',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'A photo I sent with a complaint (image/jpeg)',
        params: idParams,
        querystring: photoQuery,
      },
    },
    async (request, reply) => {
      const file = await complaintPhoto(db, store, request.params.id, {
        tenantId: tenantOf(request).tenantId,
      });
      return sendPhoto(reply, file, request.query.size);
    },
  );
};

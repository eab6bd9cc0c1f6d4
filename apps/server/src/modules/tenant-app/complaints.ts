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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantPrincipal } from '../../access/tenant-principal.ts';
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
import { resourceRoutes } from '../../plugins/routes.ts';
import {
  addReply,
  complaintPhoto,
  createComplaint,
  complaintThread as readThread,
  reopenComplaint,
  tenantComplaints,
} from '../complaints/index.ts';

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
  const route = resourceRoutes(app, ['tenant app']);
  const tenant = { permission: 'tenant' } as const;
  const now = () => config.clock.now();
  const store = createFileStore(createDataCipher(config.dataKey));
  await app.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: true });

  /** The complaint, if it is the signed-in tenant's; 404 otherwise. */
  const mine = async (me: TenantPrincipal, id: string) => {
    const [row] = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(eq(complaints.id, id), eq(complaints.tenantId, me.tenantId)));
    if (!row) throw notFound('Complaint');
    return me.tenantId;
  };
  /** A body checked after the complaint is known to be the tenant's (so another's answers 404). */
  const bodyOf = <S extends z.ZodType>(schema: S, body: unknown) =>
    parseFormFields(schema, (body ?? {}) as Record<string, unknown>, {}, 'Invalid request');

  route.endpoint(
    'GET',
    '/tenant-app/complaints',
    { ...tenant, noStore: true, summary: 'My complaints', response: z.object({ items: z.array(complaint) }) },
    ({ tenant: me }) => tenantComplaints(db, me.tenantId),
  );
  route.endpoint(
    'POST',
    '/tenant-app/complaints',
    {
      ...tenant,
      summary: 'Raise a complaint (JSON: category, description; or multipart with photo_1..photo_3)',
      consumes: ['application/json', 'multipart/form-data'],
      created: true,
      response: complaint,
    },
    async ({ tenant: me, body, reply }) => {
      let values: z.output<typeof tenantComplaintInput>;
      let images: CleanImage[] = [];
      if (reply.request.isMultipart()) {
        const form = await readMultipartForm(reply.request, {
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
        values = bodyOf(tenantComplaintInput, body);
      }
      return createComplaint(
        db,
        me.branchId,
        { ...values, tenant_id: me.tenantId, priority: 'medium' },
        null,
        { store, images },
      );
    },
  );
  route.endpoint(
    'GET',
    '/tenant-app/complaints/:id/replies',
    {
      ...tenant,
      noStore: true,
      summary: 'Replies on my complaint',
      params: idParams,
      response: complaintThread,
    },
    async ({ tenant: me, params }) => {
      await mine(me, params.id);
      return readThread(db, params.id, 'tenant');
    },
  );
  route.endpoint(
    'POST',
    '/tenant-app/complaints/:id/replies',
    {
      ...tenant,
      summary: 'Reply on my complaint',
      params: idParams,
      created: true,
      response: complaintThread,
      notFound: 'Complaint',
    },
    async ({ tenant: me, params, body }) => {
      const tenantId = await mine(me, params.id);
      const { body: text } = bodyOf(complaintReplyInput, body);
      return addReply(db, params.id, text, { tenant: true, tenantId }, now());
    },
  );
  route.endpoint(
    'POST',
    '/tenant-app/complaints/:id/reopen',
    {
      ...tenant,
      summary: 'Reopen my complaint, resolved in the last 7 days, saying why',
      params: idParams,
      response: complaint,
    },
    async ({ tenant: me, params, body }) => {
      const tenantId = await mine(me, params.id);
      const { note } = bodyOf(complaintReopenInput, body);
      const reopened = await reopenComplaint(db, params.id, note, { tenant: true, tenantId }, now());
      if (!reopened) throw notFound('Complaint');
      return {
        ...reopened,
        status_changed_by: null,
        status_changed_by_email: null,
        status_changed_by_name: null,
      };
    },
  );
  route.endpoint(
    'GET',
    '/tenant-app/complaint-photos/:id',
    {
      ...tenant,
      summary: 'A photo I sent with a complaint (image/jpeg)',
      params: idParams,
      query: photoQuery,
      sends: true,
    },
    async ({ tenant: me, params, query, reply }) =>
      sendPhoto(reply, await complaintPhoto(db, store, params.id, { tenantId: me.tenantId }), query.size),
  );
};

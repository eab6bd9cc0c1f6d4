import { photoQuery } from '@pg/contracts/applications';
import {
  complaint,
  complaintInput,
  complaintListQuery,
  complaintReopenInput,
  complaintReplyInput,
  complaintStatusInput,
  complaintSummary,
  complaintThread,
} from '@pg/contracts/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDataCipher } from '../../lib/crypto.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { sendPhoto } from '../../lib/uploads.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as photos from './photos.ts';
import * as repo from './repository.ts';
import * as thread from './thread.ts';

/**
 * Complaints of a branch: the list, the open count, registering one, moving its status on (a note
 * to resolve), reopening it, its thread of replies and the photos the tenant sent.
 */
export const complaintRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['complaints']);
  const now = () => config.clock.now();
  const store = createFileStore(createDataCipher(config.dataKey));

  route.branchResource('complaints', db, {
    scope: 'complaint',
    schemas: { item: complaint, query: complaintListQuery, input: complaintInput, summary: complaintSummary },
    repository: { list: repo.listComplaints, summary: repo.complaintSummary, create: repo.createComplaint },
  });
  route.record(
    'PATCH',
    '/complaints/:id/status',
    {
      permission: 'complaints:update',
      scope: 'complaint',
      summary: 'Move a complaint on (resolving it takes a note, which goes on its thread)',
      body: complaintStatusInput,
      response: complaint,
    },
    (id, body, by) => thread.changeComplaintStatus(db, id, body, by, now()),
  );
  route.record(
    'POST',
    '/complaints/:id/reopen',
    {
      permission: 'complaints:update',
      scope: 'complaint',
      summary: 'Reopen a resolved or closed complaint, saying why',
      body: complaintReopenInput,
      response: complaint,
    },
    (id, body, by) => thread.reopenComplaint(db, id, body.note, { staff: by }, now()),
  );
  route.record(
    'GET',
    '/complaints/:id/replies',
    { permission: 'complaints:view', scope: 'complaint', noStore: true, response: complaintThread },
    (id) => thread.complaintThread(db, id, 'staff'),
  );
  route.record(
    'POST',
    '/complaints/:id/replies',
    {
      permission: 'complaints:update',
      scope: 'complaint',
      summary: "Reply on a complaint's thread (the tenant reads it in their app)",
      created: true,
      body: complaintReplyInput,
      response: complaintThread,
    },
    (id, body, by) => thread.addReply(db, id, body.body, { staff: by }, now()),
  );

  route.endpoint(
    'GET',
    '/complaints/:id/photos/:photoId',
    {
      permission: 'complaints:view',
      scope: 'complaint',
      summary: 'A photo the tenant sent with a complaint (image/jpeg)',
      params: z.object({ id: z.uuid(), photoId: z.uuid() }),
      query: photoQuery,
      sends: true,
    },
    async ({ params, query, reply }) =>
      sendPhoto(
        reply,
        await photos.complaintPhoto(db, store, params.photoId, { complaintId: params.id }),
        query.size,
      ),
  );
};

import { branchParams } from '@pg/contracts/common';
import { notificationList, notificationListQuery } from '@pg/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import { markAllRead, notificationsFor } from './repository.ts';

const markReadBody = z
  .object({
    /** The newest notification the user was shown; everything up to it counts as read. */
    up_to: z.iso.datetime({ offset: true, message: 'Must be a date and time' }).optional(),
  })
  .strict()
  .nullish();

/** The header's bell: a branch's notifications and their read state for the signed-in user. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/branches/:branchId/notifications',
    {
      config: { signedIn: true, scope: 'branch' },
      schema: {
        tags: ['notifications'],
        params: branchParams,
        querystring: notificationListQuery,
        response: { 200: notificationList },
      },
    },
    async (request, reply) => {
      const found = await notificationsFor(
        db,
        request.params.branchId,
        principalOf(request),
        request.query.limit,
      );
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  app.post(
    '/branches/:branchId/notifications/read',
    {
      config: { signedIn: true, scope: 'branch' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all as read',
        params: branchParams,
        body: markReadBody,
      },
    },
    async (request, reply) => {
      await markAllRead(db, request.params.branchId, principalOf(request).id, request.body?.up_to);
      return reply.status(204).send();
    },
  );
};

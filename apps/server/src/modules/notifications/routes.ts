import { branchParams } from '@pg/contracts/common';
import {
  NOTIFICATION_KIND_PERMISSION,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationList,
  notificationListQuery,
} from '@pg/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { Principal } from '../auth/principal.ts';
import { branchExists } from '../branches/repository.ts';
import { listNotifications, markAllRead, refreshNotifications } from './repository.ts';

/** A user sees only the notifications whose records they may open. */
const visibleKinds = (p: Principal): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((k) => p.permissions.has(NOTIFICATION_KIND_PERMISSION[k]));

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
      config: { signedIn: true },
      schema: {
        tags: ['notifications'],
        params: branchParams,
        querystring: notificationListQuery,
        response: { 200: notificationList },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { branchId } = request.params;
      if (!(await branchExists(db, branchId))) throw notFound('Branch');
      const kinds = visibleKinds(principal);
      await refreshNotifications(db, branchId, new Set(kinds));
      reply.header('cache-control', 'no-store');
      return listNotifications(db, branchId, principal.id, kinds, request.query.limit);
    },
  );

  app.post(
    '/branches/:branchId/notifications/read',
    {
      config: { signedIn: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all as read',
        params: branchParams,
        body: markReadBody,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { branchId } = request.params;
      if (!(await branchExists(db, branchId))) throw notFound('Branch');
      await markAllRead(db, branchId, principal.id, request.body?.up_to);
      return reply.status(204).send();
    },
  );
};

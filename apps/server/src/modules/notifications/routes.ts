import { branchParams } from '@pg/contracts/common';
import { notificationList, notificationListQuery } from '@pg/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
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
  const route = resourceRoutes(app, ['notifications']);
  route.branchRead(
    '/branches/:branchId/notifications',
    { permission: 'signed-in', noStore: true, query: notificationListQuery, response: notificationList },
    (branchId, query, by) => notificationsFor(db, branchId, by, query.limit),
  );
  route.endpoint(
    'POST',
    '/branches/:branchId/notifications/read',
    {
      permission: 'signed-in',
      scope: 'branch',
      summary: 'Mark all as read',
      params: branchParams,
      body: markReadBody,
    },
    ({ params, body, by }) => markAllRead(db, params.branchId, by.id, body?.up_to),
  );
};

import { listResponse } from '@pg/contracts/common';
import { todayIso } from '@pg/contracts/dates';
import {
  message,
  messagesQuery,
  reminderSchedule,
  reminderScheduleAnswer,
  reminderScheduleInput,
} from '@pg/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/**
 * Messages that send themselves: a branch's reminder schedule, the list of what went out and what
 * failed (with the same permission as the Dues page), and sending a failed one again.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['messages'];
  const route = resourceRoutes(app, tags);
  const url = '/branches/:branchId/reminder-schedule';
  const channels = { email: config.messaging.email !== null, whatsapp: config.messaging.whatsapp !== null };

  route.branchRead(
    url,
    {
      permission: 'branches:view',
      summary: "The branch's reminder schedule, and the channels this server sends by",
      response: reminderScheduleAnswer,
    },
    async (branchId) => ({ schedule: await repo.getSchedule(db, branchId), channels }),
  );

  route.branchWrite(
    url,
    { method: 'PUT', permission: 'branches:update', body: reminderScheduleInput, response: reminderSchedule },
    (branchId, body, by) => repo.setSchedule(db, branchId, body, by, todayIso(config.clock.now())),
  );

  route.branchRead(
    '/branches/:branchId/messages',
    {
      permission: 'payments:view',
      summary: 'Reminders and receipts sent by e-mail and WhatsApp, newest first, by status and tenant',
      query: messagesQuery,
      response: listResponse(message),
      noStore: true,
    },
    (branchId, query) => repo.listMessages(db, branchId, query),
  );

  route.record(
    'POST',
    '/messages/:id/retry',
    {
      permission: 'payments:create',
      scope: 'message',
      summary: 'Send a failed message again at the next delivery (audited)',
      response: message,
    },
    (id, _body, by) => repo.retryMessage(db, id, by, config.clock.now()),
  );
};

import { reminder, reminderInput } from '@pg/contracts/collecting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** Reminders of what a tenant owes: recording one when staff open the WhatsApp message. */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  resourceRoutes(app, ['dues']).record(
    'POST',
    '/tenants/:id/reminders',
    {
      permission: 'payments:create',
      scope: 'tenant',
      created: true,
      summary: 'Record a reminder sent to the tenant (who, when, how much)',
      body: reminderInput,
      response: reminder,
    },
    (id, body, by) => repo.recordReminder(db, id, body.amount, by, config.clock.now()),
  );
};

import { reminder, reminderInput } from '@pg/contracts/collecting';
import { idParams } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** Reminders of what a tenant owes: recording one when staff open the WhatsApp message. */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/tenants/:id/reminders',
    {
      config: { permission: 'payments:create', scope: 'tenant' },
      schema: {
        tags: ['dues'],
        summary: 'Record a reminder sent to the tenant (who, when, how much)',
        params: idParams,
        body: reminderInput,
        response: { 201: reminder },
      },
    },
    async (request, reply) => {
      const created = await repo.recordReminder(
        db,
        request.params.id,
        request.body.amount,
        principalOf(request),
        config.clock.now(),
      );
      return reply.status(201).send(orNotFound(created, 'Tenant'));
    },
  );
};

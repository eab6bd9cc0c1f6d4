import { bookingDeposit, depositInput } from '@pg/contracts/deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** A booking's security deposit: setting or clearing it after the booking was made. */
export const depositRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, ['bookings']).record(
    'PUT',
    '/bookings/:id/deposit',
    {
      permission: 'bookings:update',
      scope: 'booking',
      summary: "Set or clear (null) a booking's security deposit",
      body: depositInput,
      response: bookingDeposit,
    },
    (id, body, by) => repo.setDeposit(db, id, body.deposit, by),
  );
};

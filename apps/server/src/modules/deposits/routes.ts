import { idParams } from '@pg/contracts/common';
import { bookingDeposit, depositInput } from '@pg/contracts/deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** A booking's security deposit: setting or clearing it after the booking was made. */
export const depositRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/bookings/:id/deposit',
    {
      config: { permission: 'bookings:update', scope: 'booking' },
      schema: {
        tags: ['bookings'],
        summary: "Set or clear (null) a booking's security deposit",
        params: idParams,
        body: depositInput,
        response: { 200: bookingDeposit },
      },
    },
    async (request) =>
      orNotFound(
        await repo.setDeposit(db, request.params.id, request.body.deposit, principalOf(request)),
        'Booking',
      ),
  );
};

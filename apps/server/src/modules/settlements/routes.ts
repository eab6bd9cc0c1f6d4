import { idParams, todayIso } from '@pg/contracts/common';
import {
  settlement,
  settlementInput,
  settlementPreview,
  settlementPreviewQuery,
} from '@pg/contracts/settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Missing } from '../../lib/not-found.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { getSettlement, settlementOfBooking } from './letter.ts';
import * as repo from './repository.ts';

/** Move-out settlement of a booking: what it comes to, confirming it, and the letter. */
export const settlementRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['bookings']);
  const today = () => todayIso(config.clock.now());

  route.endpoint(
    'GET',
    '/bookings/:id/settlement/preview',
    {
      permission: 'deposits:settle',
      scope: 'booking',
      summary:
        'What settling and checking out on a date, with these deductions and lines waived, comes to (nothing is kept)',
      params: idParams,
      query: settlementPreviewQuery,
      response: settlementPreview,
      notFound: 'Booking',
    },
    ({ params, query }) =>
      repo.previewSettlement(db, params.id, query.checkout_date, query.deduction, query.waive, today()),
  );
  route.record(
    'POST',
    '/bookings/:id/settle',
    {
      permission: 'deposits:settle',
      scope: 'booking',
      idempotent: true,
      summary: 'Settle the deposit and check out, in one transaction (409 when settled before)',
      body: settlementInput,
      response: settlement,
    },
    (id, body, by) => repo.settle(db, id, body, by, today()),
  );
  route.record(
    'GET',
    '/bookings/:id/settlement',
    {
      permission: 'bookings:view',
      scope: 'booking',
      summary: "The booking's settlement, as the letter prints it (404 when it has none)",
      response: settlement,
    },
    async (id) => {
      const { id: settlementId } = await settlementOfBooking(db, id);
      return settlementId ? getSettlement(db, settlementId) : new Missing('Settlement');
    },
  );
};

import {
  type BookingAction,
  booking,
  bookingInput,
  bookingListQuery,
  openBooking,
  openBookingsQuery,
} from '@pg/contracts/bookings';
import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

const ACTIONS: Record<BookingAction, string> = {
  'check-in': 'Check in a booked booking',
  'check-out': 'Check out a checked-in booking (the bed becomes available)',
  cancel: 'Cancel a booked or checked-in booking (the bed becomes available)',
};

/** Bookings of a branch: the list, the open ones (payment form), creating one, and status changes. */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['bookings'];
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/bookings',
    {
      config: { permission: 'bookings:view' },
      schema: {
        tags,
        params: branchParams,
        querystring: bookingListQuery,
        response: { 200: listResponse(booking) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listBookings(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/bookings/open',
    {
      config: { permission: 'bookings:view' },
      schema: {
        tags,
        summary: 'Bookings that are booked or checked in, optionally of one tenant',
        params: branchParams,
        querystring: openBookingsQuery,
        response: { 200: listResponse(openBooking) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listOpenBookings(db, request.params.branchId, request.query);
    },
  );

  app.post(
    '/branches/:branchId/bookings',
    {
      config: { permission: 'bookings:create' },
      schema: {
        tags,
        summary: 'Create a booking; the server computes the total rent',
        params: branchParams,
        body: bookingInput,
        response: { 201: booking },
      },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const created = await repo.createBooking(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  for (const [action, summary] of Object.entries(ACTIONS) as [BookingAction, string][]) {
    app.post(
      `/bookings/:id/${action}`,
      {
        config: { permission: 'bookings:update' },
        schema: { tags, summary, params: idParams, response: { 200: booking } },
      },
      async (request) =>
        (await repo.changeBookingStatus(db, request.params.id, action, principalOf(request))) ??
        Promise.reject(notFound('Booking')),
    );
  }
};

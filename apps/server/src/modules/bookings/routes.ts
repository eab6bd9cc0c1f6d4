import {
  type BookingAction,
  booking,
  bookingInput,
  bookingListQuery,
  extendInput,
  moveInput,
  moveResult,
  noticeInput,
  openBooking,
  openBookingsQuery,
  rentChangeInput,
} from '@pg/contracts/bookings';
import { listResponse, todayIso } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { changeRent } from './change-rent.ts';
import * as stay from './change-stay.ts';
import * as repo from './repository.ts';

const ACTIONS: Record<BookingAction, string> = {
  'check-in': 'Check in a booked booking, from its start date on',
  'check-out':
    'Check out a checked-in booking: the stay ends today (no rent after it) and the bed becomes available',
  'undo-check-in': 'Put a booking checked in by mistake back to booked',
  cancel: 'Cancel a booked or checked-in booking (the bed becomes available)',
};

/**
 * Bookings of a branch: the list, the open ones (payment form), creating one, status changes, and
 * changes to a stay's days (notice, extend, move) and a monthly stay's rent, which change what it
 * bills and so are idempotent.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['bookings']);
  const today = () => todayIso(config.clock.now());

  route.branchRead(
    '/branches/:branchId/bookings',
    { permission: 'bookings:view', query: bookingListQuery, response: listResponse(booking) },
    (branchId, query) => repo.listBookings(db, branchId, query),
  );
  route.branchRead(
    '/branches/:branchId/bookings/open',
    {
      permission: 'bookings:view',
      summary: 'Bookings that are booked or checked in, optionally of one tenant',
      query: openBookingsQuery,
      response: listResponse(openBooking),
    },
    (branchId, query) => repo.listOpenBookings(db, branchId, query),
  );
  route.branchWrite(
    '/branches/:branchId/bookings',
    {
      permission: 'bookings:create',
      idempotent: true,
      summary: 'Create a booking; the server computes the total rent',
      body: bookingInput,
      response: booking,
    },
    (branchId, body, by) => repo.createBooking(db, branchId, body, by),
  );

  for (const [action, summary] of Object.entries(ACTIONS) as [BookingAction, string][]) {
    route.record(
      'POST',
      `/bookings/:id/${action}`,
      { permission: 'bookings:update', scope: 'booking', summary, response: booking },
      (id, _body, by) => repo.changeBookingStatus(db, id, action, by, today()),
    );
  }

  const stayChange = { permission: 'bookings:update', scope: 'booking', idempotent: true } as const;
  route.record(
    'POST',
    '/bookings/:id/notice',
    {
      ...stayChange,
      summary: 'A checked-in tenant gives notice: the stay ends on the vacating date',
      body: noticeInput,
      response: booking,
    },
    (id, body, by) => stay.giveNotice(db, id, body.vacating_date, today(), by),
  );
  route.record(
    'POST',
    '/bookings/:id/extend',
    {
      ...stayChange,
      summary: 'The stay ends later, when the bed is free until then (409 names the booking in the way)',
      body: extendInput,
      response: booking,
    },
    (id, body, by) => stay.extendStay(db, id, body.end_date, by),
  );
  route.record(
    'POST',
    '/bookings/:id/move',
    {
      ...stayChange,
      summary: 'A checked-in tenant moves to another bed from a date',
      body: moveInput,
      response: moveResult,
    },
    (id, body, by) => stay.moveStay(db, id, body, today(), by),
  );
  route.record(
    'POST',
    '/bookings/:id/rent',
    {
      ...stayChange,
      summary: "A monthly stay's rent per month changes from a date within the stay (the old rent before it)",
      body: rentChangeInput,
      response: booking,
    },
    (id, body, by) => changeRent(db, id, body, by),
  );
};

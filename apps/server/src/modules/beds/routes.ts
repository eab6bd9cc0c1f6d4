import { bedBoard, bedBoardQuery, freeBeds, freeBedsQuery } from '@pg/contracts/bed-status';
import { listResponse, todayIso } from '@pg/contracts/common';
import { bed, bedInput, bedListQuery, bedUpdate } from '@pg/contracts/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as board from './board.ts';
import * as repo from './repository.ts';

/**
 * Beds of a branch, in rooms. The room named in a body (room_id) must belong to the branch or it
 * answers 404 as if it did not exist. Statuses are of the clock's today unless a date is asked.
 */
export const bedRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const route = resourceRoutes(app, ['inventory']);
  const today = () => todayIso(config.clock.now());

  route.branchRead(
    '/branches/:branchId/beds',
    { permission: 'beds:view', query: bedListQuery, response: listResponse(bed) },
    (branchId, query) => repo.listBeds(db, branchId, query, today()),
  );
  route.branchRead(
    '/branches/:branchId/beds/board',
    {
      permission: 'beds:view',
      summary: 'Every room with its beds and their status on a date (the bed board)',
      query: bedBoardQuery,
      response: bedBoard,
    },
    (branchId, query) => board.bedBoard(db, branchId, query, today()),
  );
  route.branchRead(
    '/branches/:branchId/beds/free',
    {
      permission: 'beds:view',
      summary: 'Beds free on every day of a range (the booking dialog)',
      query: freeBedsQuery,
      response: freeBeds,
    },
    (branchId, query) => board.freeBeds(db, branchId, query),
  );
  route.branchWrite(
    '/branches/:branchId/beds',
    { permission: 'beds:create', body: bedInput, response: bed },
    (branchId, body) => repo.createBed(db, branchId, body, today()),
  );
  route.record(
    'PATCH',
    '/beds/:id',
    { permission: 'beds:update', scope: 'bed', body: bedUpdate, response: bed },
    (id, body) => repo.updateBed(db, id, body, today()),
  );
  route.record('DELETE', '/beds/:id', { permission: 'beds:delete', scope: 'bed' }, (id, _body, by) =>
    repo.deleteBed(db, id, by),
  );
};

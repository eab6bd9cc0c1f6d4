import { listResponse } from '@pg/contracts/common';
import { room, roomInput, roomListQuery, roomUpdate } from '@pg/contracts/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/**
 * Rooms of a branch, on floors. The floor named in a body (floor_id) must belong to the branch or
 * it answers 404 as if it did not exist.
 */
export const roomRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['inventory']);

  route.branchRead(
    '/branches/:branchId/rooms',
    { permission: 'rooms:view', query: roomListQuery, response: listResponse(room) },
    (branchId, query) => repo.listRooms(db, branchId, query),
  );
  route.branchCreate(
    '/branches/:branchId/rooms',
    { permission: 'rooms:create', body: roomInput, response: room },
    (branchId, body) => repo.createRoom(db, branchId, body),
  );
  route.record(
    'PATCH',
    '/rooms/:id',
    { permission: 'rooms:update', scope: 'room', body: roomUpdate, response: room },
    (id, body) => repo.updateRoom(db, id, body),
  );
  route.record('DELETE', '/rooms/:id', { permission: 'rooms:delete', scope: 'room' }, (id, _body, by) =>
    repo.deleteRoom(db, id, by),
  );
};

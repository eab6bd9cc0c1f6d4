import { room, roomInput, roomListQuery, roomUpdate } from '@pg/contracts/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { createRoom, deleteRoom, listRooms, updateRoom } from './repository.ts';

/**
 * Rooms of a branch, on floors. The floor named in a body (floor_id) must belong to the branch or
 * it answers 404 as if it did not exist.
 */
export const roomRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, ['inventory']).branchResource('rooms', db, {
    scope: 'room',
    schemas: { item: room, query: roomListQuery, input: roomInput, update: roomUpdate },
    repository: { list: listRooms, create: createRoom, update: updateRoom, remove: deleteRoom },
  });
};

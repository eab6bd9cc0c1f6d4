import { floor, floorInput, floorListQuery, floorUpdate } from '@pg/contracts/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { createFloor, deleteFloor, listFloors, updateFloor } from './repository.ts';

/**
 * Floors of a branch, in properties. The property named in a body (property_id) must belong to
 * the branch or it answers 404 as if it did not exist.
 */
export const floorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, ['inventory']).branchResource('floors', db, {
    scope: 'floor',
    schemas: { item: floor, query: floorListQuery, input: floorInput, update: floorUpdate },
    repository: { list: listFloors, create: createFloor, update: updateFloor, remove: deleteFloor },
  });
};

import { listResponse } from '@pg/contracts/common';
import { floor, floorInput, floorListQuery, floorUpdate } from '@pg/contracts/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/**
 * Floors of a branch, in properties. The property named in a body (property_id) must belong to
 * the branch or it answers 404 as if it did not exist.
 */
export const floorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['inventory']);

  route.branchRead(
    '/branches/:branchId/floors',
    { permission: 'floors:view', query: floorListQuery, response: listResponse(floor) },
    (branchId, query) => repo.listFloors(db, branchId, query),
  );
  route.branchCreate(
    '/branches/:branchId/floors',
    { permission: 'floors:create', body: floorInput, response: floor },
    (branchId, body) => repo.createFloor(db, branchId, body),
  );
  route.record(
    'PATCH',
    '/floors/:id',
    { permission: 'floors:update', scope: 'floor', body: floorUpdate, response: floor },
    (id, body) => repo.updateFloor(db, id, body),
  );
  route.record('DELETE', '/floors/:id', { permission: 'floors:delete', scope: 'floor' }, (id, _body, by) =>
    repo.deleteFloor(db, id, by),
  );
};

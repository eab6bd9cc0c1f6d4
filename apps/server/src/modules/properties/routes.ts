import { listResponse, todayIso } from '@pg/contracts/common';
import {
  inventoryStats,
  property,
  propertyInput,
  propertyListQuery,
  propertyUpdate,
} from '@pg/contracts/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/** Properties of a branch, and the counts of its whole inventory (the Properties page's strip). */
export const propertyRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['inventory']);

  route.branchRead(
    '/branches/:branchId/inventory-stats',
    { permission: 'properties:view', response: inventoryStats },
    (branchId) => repo.inventoryStats(db, branchId, todayIso(config.clock.now())),
  );
  route.branchRead(
    '/branches/:branchId/properties',
    { permission: 'properties:view', query: propertyListQuery, response: listResponse(property) },
    (branchId, query) => repo.listProperties(db, branchId, query),
  );
  route.branchCreate(
    '/branches/:branchId/properties',
    { permission: 'properties:create', body: propertyInput, response: property },
    (branchId, body) => repo.createProperty(db, branchId, body),
  );
  route.record(
    'PATCH',
    '/properties/:id',
    { permission: 'properties:update', scope: 'property', body: propertyUpdate, response: property },
    (id, body, by) => repo.updateProperty(db, id, body, by),
  );
  route.record(
    'DELETE',
    '/properties/:id',
    { permission: 'properties:delete', scope: 'property' },
    (id, _body, by) => repo.deleteProperty(db, id, by),
  );
};

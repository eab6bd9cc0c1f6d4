import { todayIso } from '@pg/contracts/common';
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
import { resourceRoutes } from '../../plugins/routes.ts';
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
  route.branchResource('properties', db, {
    scope: 'property',
    schemas: { item: property, query: propertyListQuery, input: propertyInput, update: propertyUpdate },
    repository: {
      list: repo.listProperties,
      create: repo.createProperty,
      update: repo.updateProperty,
      remove: repo.deleteProperty,
    },
  });
};

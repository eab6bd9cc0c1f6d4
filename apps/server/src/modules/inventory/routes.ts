import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import {
  bed,
  bedInput,
  bedListQuery,
  bedUpdate,
  floor,
  floorInput,
  floorListQuery,
  floorUpdate,
  inventoryStats,
  property,
  propertyInput,
  propertyListQuery,
  propertyUpdate,
  room,
  roomInput,
  roomListQuery,
  roomUpdate,
} from '@pg/contracts/inventory';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/**
 * The property inventory: branch > property > floor > room > bed. Collections live under their
 * branch (`/branches/:branchId/floors`); a parent named in a body (property_id, floor_id, room_id)
 * must belong to that branch or it answers 404 as if it did not exist. Items are addressed by id.
 */
export const inventoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };
  const found =
    <T>(what: string) =>
    (row: T | null) =>
      row ?? Promise.reject(notFound(what));
  const deleted = (what: string, reply: FastifyReply) => (ok: boolean) => {
    if (!ok) throw notFound(what);
    return reply.status(204).send();
  };
  const actor = (request: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(request);
    return { id: p.id, email: p.email };
  };

  app.get(
    '/branches/:branchId/inventory-stats',
    {
      config: { permission: 'properties:view' },
      schema: { tags: ['inventory'], params: branchParams, response: { 200: inventoryStats } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.inventoryStats(db, request.params.branchId);
    },
  );

  // Properties ----------------------------------------------------------------------------------

  app.get(
    '/branches/:branchId/properties',
    {
      config: { permission: 'properties:view' },
      schema: {
        tags: ['inventory'],
        params: branchParams,
        querystring: propertyListQuery,
        response: { 200: listResponse(property) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listProperties(db, request.params.branchId, request.query);
    },
  );

  app.post(
    '/branches/:branchId/properties',
    {
      config: { permission: 'properties:create' },
      schema: { tags: ['inventory'], params: branchParams, body: propertyInput, response: { 201: property } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      return reply.status(201).send(await repo.createProperty(db, request.params.branchId, request.body));
    },
  );

  app.patch(
    '/properties/:id',
    {
      config: { permission: 'properties:update' },
      schema: { tags: ['inventory'], params: idParams, body: propertyUpdate, response: { 200: property } },
    },
    async (request) =>
      repo.updateProperty(db, request.params.id, request.body, actor(request)).then(found('Property')),
  );

  app.delete(
    '/properties/:id',
    { config: { permission: 'properties:delete' }, schema: { tags: ['inventory'], params: idParams } },
    async (request, reply) =>
      repo.deleteProperty(db, request.params.id, actor(request)).then(deleted('Property', reply)),
  );

  // Floors --------------------------------------------------------------------------------------

  app.get(
    '/branches/:branchId/floors',
    {
      config: { permission: 'floors:view' },
      schema: {
        tags: ['inventory'],
        params: branchParams,
        querystring: floorListQuery,
        response: { 200: listResponse(floor) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listFloors(db, request.params.branchId, request.query);
    },
  );

  app.post(
    '/branches/:branchId/floors',
    {
      config: { permission: 'floors:create' },
      schema: { tags: ['inventory'], params: branchParams, body: floorInput, response: { 201: floor } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const row = await repo.createFloor(db, request.params.branchId, request.body);
      if (!row) throw notFound('Property');
      return reply.status(201).send(row);
    },
  );

  app.patch(
    '/floors/:id',
    {
      config: { permission: 'floors:update' },
      schema: { tags: ['inventory'], params: idParams, body: floorUpdate, response: { 200: floor } },
    },
    async (request) => repo.updateFloor(db, request.params.id, request.body).then(found('Floor')),
  );

  app.delete(
    '/floors/:id',
    { config: { permission: 'floors:delete' }, schema: { tags: ['inventory'], params: idParams } },
    async (request, reply) =>
      repo.deleteFloor(db, request.params.id, actor(request)).then(deleted('Floor', reply)),
  );

  // Rooms ---------------------------------------------------------------------------------------

  app.get(
    '/branches/:branchId/rooms',
    {
      config: { permission: 'rooms:view' },
      schema: {
        tags: ['inventory'],
        params: branchParams,
        querystring: roomListQuery,
        response: { 200: listResponse(room) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listRooms(db, request.params.branchId, request.query);
    },
  );

  app.post(
    '/branches/:branchId/rooms',
    {
      config: { permission: 'rooms:create' },
      schema: { tags: ['inventory'], params: branchParams, body: roomInput, response: { 201: room } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const row = await repo.createRoom(db, request.params.branchId, request.body);
      if (!row) throw notFound('Floor');
      return reply.status(201).send(row);
    },
  );

  app.patch(
    '/rooms/:id',
    {
      config: { permission: 'rooms:update' },
      schema: { tags: ['inventory'], params: idParams, body: roomUpdate, response: { 200: room } },
    },
    async (request) => repo.updateRoom(db, request.params.id, request.body).then(found('Room')),
  );

  app.delete(
    '/rooms/:id',
    { config: { permission: 'rooms:delete' }, schema: { tags: ['inventory'], params: idParams } },
    async (request, reply) =>
      repo.deleteRoom(db, request.params.id, actor(request)).then(deleted('Room', reply)),
  );

  // Beds ----------------------------------------------------------------------------------------

  app.get(
    '/branches/:branchId/beds',
    {
      config: { permission: 'beds:view' },
      schema: {
        tags: ['inventory'],
        params: branchParams,
        querystring: bedListQuery,
        response: { 200: listResponse(bed) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listBeds(db, request.params.branchId, request.query);
    },
  );

  app.post(
    '/branches/:branchId/beds',
    {
      config: { permission: 'beds:create' },
      schema: { tags: ['inventory'], params: branchParams, body: bedInput, response: { 201: bed } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      return reply.status(201).send(await repo.createBed(db, request.params.branchId, request.body));
    },
  );

  app.patch(
    '/beds/:id',
    {
      config: { permission: 'beds:update' },
      schema: { tags: ['inventory'], params: idParams, body: bedUpdate, response: { 200: bed } },
    },
    async (request) => repo.updateBed(db, request.params.id, request.body).then(found('Bed')),
  );

  app.delete(
    '/beds/:id',
    { config: { permission: 'beds:delete' }, schema: { tags: ['inventory'], params: idParams } },
    async (request, reply) =>
      repo.deleteBed(db, request.params.id, actor(request)).then(deleted('Bed', reply)),
  );
};

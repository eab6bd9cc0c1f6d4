import { branchParams, idParams, listResponse, todayIso } from '@pg/contracts/common';
import { visitor, visitorInput, visitorListQuery } from '@pg/contracts/visitors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** The visitor register: a day's list, recording a visitor, marking them out. */
export const visitorRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['visitors'];

  app.get(
    '/branches/:branchId/visitors',
    {
      config: { permission: 'visitors:manage', scope: 'branch' },
      schema: {
        tags,
        params: branchParams,
        querystring: visitorListQuery,
        response: { 200: listResponse(visitor) },
      },
    },
    async (request) =>
      repo.listVisitors(db, request.params.branchId, {
        ...request.query,
        date: request.query.date ?? todayIso(config.clock.now()),
      }),
  );

  app.post(
    '/branches/:branchId/visitors',
    {
      config: { permission: 'visitors:manage', scope: 'branch' },
      schema: { tags, params: branchParams, body: visitorInput, response: { 201: visitor } },
    },
    async (request, reply) => {
      const created = await repo.recordVisitor(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
        config.clock.now(),
      );
      return reply.status(201).send(orNotFound(created));
    },
  );

  app.post(
    '/visitors/:id/out',
    {
      config: { permission: 'visitors:manage', scope: 'visitor' },
      schema: {
        tags,
        summary: 'Mark a visitor as gone out (now)',
        params: idParams,
        response: { 200: visitor },
      },
    },
    async (request) =>
      orNotFound(
        await repo.markVisitorOut(db, request.params.id, principalOf(request), config.clock.now()),
        'Visitor',
      ),
  );
};

import { listResponse, todayIso } from '@pg/contracts/common';
import { visitor, visitorInput, visitorListQuery, visitorOutInput } from '@pg/contracts/visitors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** The visitor register: a day's list, recording a visitor, marking them out. */
export const visitorRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['visitors']);
  const now = () => config.clock.now();

  route.branchRead(
    '/branches/:branchId/visitors',
    { permission: 'visitors:manage', query: visitorListQuery, response: listResponse(visitor) },
    (branchId, query) => repo.listVisitors(db, branchId, { ...query, date: query.date ?? todayIso(now()) }),
  );
  route.branchWrite(
    '/branches/:branchId/visitors',
    { permission: 'visitors:manage', body: visitorInput, response: visitor },
    (branchId, body, by) => repo.recordVisitor(db, branchId, body, by, now()),
  );
  route.record(
    'POST',
    '/visitors/:id/out',
    {
      permission: 'visitors:manage',
      scope: 'visitor',
      summary: 'Mark a visitor as gone out, now or at the time given',
      body: visitorOutInput,
      response: visitor,
    },
    (id, body, by) => repo.markVisitorOut(db, id, by, now(), body?.out_at),
  );
};

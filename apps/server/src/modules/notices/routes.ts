import { todayIso } from '@pg/contracts/common';
import { notice, noticeInput, noticeList, noticeUpdateInput } from '@pg/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/**
 * Notices of a branch to its tenants. They go with handling complaints: seeing them takes
 * complaints:view, posting complaints:create, changing the last day complaints:update, deleting
 * complaints:delete (as every deletion, not Staff's by default: they end a notice today instead).
 */
export const noticeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['notices']);
  const today = () => todayIso(config.clock.now());

  route.branchRead(
    '/branches/:branchId/notices',
    { permission: 'complaints:view', summary: "The branch's notices to its tenants", response: noticeList },
    (branchId) => repo.listNotices(db, branchId, today()),
  );
  route.branchWrite(
    '/branches/:branchId/notices',
    {
      permission: 'complaints:create',
      summary: 'Post a notice to the branch or one property',
      body: noticeInput,
      response: notice,
    },
    (branchId, body, by) => repo.createNotice(db, branchId, body, by, today()),
  );
  route.record(
    'PATCH',
    '/notices/:id',
    {
      permission: 'complaints:update',
      scope: 'notice',
      summary: 'Change the last day a notice is shown',
      body: noticeUpdateInput,
      response: notice,
    },
    (id, body, by) => repo.updateNotice(db, id, body, by, today()),
  );
  route.record('DELETE', '/notices/:id', { permission: 'complaints:delete', scope: 'notice' }, (id, _b, by) =>
    repo.deleteNotice(db, id, by, today()),
  );
};

import { auditEntry, auditListQuery } from '@pg/contracts/audit';
import { listResponse } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import { listAudit } from './repository.ts';

/**
 * The audit log: who changed what and when. A reader sees the entries of the branches they work
 * in; the entries of no branch (users, roles, permissions) are for those who work in every branch.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      config: { permission: 'audit:view', scope: 'none' },
      schema: { tags: ['audit'], querystring: auditListQuery, response: { 200: listResponse(auditEntry) } },
    },
    async (request) => {
      const principal = principalOf(request);
      return listAudit(db, {
        ...request.query,
        branches: principal.allBranches ? 'all' : [...principal.branchIds],
      });
    },
  );
};

import { auditEntry, auditListQuery } from '@pg/contracts/audit';
import { listResponse } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { listAudit } from './repository.ts';

/**
 * The audit log: who changed what and when. A reader sees the entries of the branches they work
 * in; the entries of no branch (users, roles, permissions) are for those who work in every branch.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, ['audit']).endpoint(
    'GET',
    '/audit-log',
    { permission: 'audit:view', scope: 'none', query: auditListQuery, response: listResponse(auditEntry) },
    ({ query, by }) => listAudit(db, { ...query, branches: by.allBranches ? 'all' : [...by.branchIds] }),
  );
};

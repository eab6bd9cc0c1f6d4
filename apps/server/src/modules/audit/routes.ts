import { auditEntry, auditListQuery } from '@pg/contracts/audit';
import { listResponse } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listAudit } from './repository.ts';

/** The audit log: every change to users, roles and permissions, for super admins to read. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      config: { permission: 'audit:view', scope: 'none' },
      schema: { tags: ['audit'], querystring: auditListQuery, response: { 200: listResponse(auditEntry) } },
    },
    async (request) => listAudit(db, request.query),
  );
};

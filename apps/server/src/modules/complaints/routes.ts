import {
  complaint,
  complaintInput,
  complaintListQuery,
  complaintStatusInput,
  complaintSummary,
} from '@pg/contracts/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/** Complaints of a branch: the list, the open count, registering one and moving its status on. */
export const complaintRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['complaints']);

  route.branchResource('complaints', db, {
    scope: 'complaint',
    schemas: { item: complaint, query: complaintListQuery, input: complaintInput, summary: complaintSummary },
    repository: { list: repo.listComplaints, summary: repo.complaintSummary, create: repo.createComplaint },
  });
  route.record(
    'PATCH',
    '/complaints/:id/status',
    { permission: 'complaints:update', scope: 'complaint', body: complaintStatusInput, response: complaint },
    (id, body, by) => repo.changeComplaintStatus(db, id, body.status, by),
  );
};

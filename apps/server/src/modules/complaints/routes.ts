import { listResponse } from '@pg/contracts/common';
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

  route.branchRead(
    '/branches/:branchId/complaints',
    { permission: 'complaints:view', query: complaintListQuery, response: listResponse(complaint) },
    (branchId, query) => repo.listComplaints(db, branchId, query),
  );
  route.branchRead(
    '/branches/:branchId/complaints/summary',
    { permission: 'complaints:view', response: complaintSummary },
    (branchId) => repo.complaintSummary(db, branchId),
  );
  route.branchCreate(
    '/branches/:branchId/complaints',
    { permission: 'complaints:create', body: complaintInput, response: complaint },
    (branchId, body, by) => repo.createComplaint(db, branchId, body, by),
  );
  route.record(
    'PATCH',
    '/complaints/:id/status',
    { permission: 'complaints:update', scope: 'complaint', body: complaintStatusInput, response: complaint },
    (id, body, by) => repo.changeComplaintStatus(db, id, body.status, by),
  );
};

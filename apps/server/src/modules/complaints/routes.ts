import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import {
  complaint,
  complaintInput,
  complaintListQuery,
  complaintStatusInput,
  complaintSummary,
} from '@pg/contracts/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/** Complaints of a branch: the list, the open count, registering one and moving its status on. */
export const complaintRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['complaints'];
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/complaints',
    {
      config: { permission: 'complaints:view' },
      schema: {
        tags,
        params: branchParams,
        querystring: complaintListQuery,
        response: { 200: listResponse(complaint) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listComplaints(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/complaints/summary',
    {
      config: { permission: 'complaints:view' },
      schema: { tags, params: branchParams, response: { 200: complaintSummary } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.complaintSummary(db, request.params.branchId);
    },
  );

  app.post(
    '/branches/:branchId/complaints',
    {
      config: { permission: 'complaints:create' },
      schema: { tags, params: branchParams, body: complaintInput, response: { 201: complaint } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const created = await repo.createComplaint(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/complaints/:id/status',
    {
      config: { permission: 'complaints:update' },
      schema: { tags, params: idParams, body: complaintStatusInput, response: { 200: complaint } },
    },
    async (request) =>
      (await repo.changeComplaintStatus(db, request.params.id, request.body.status, principalOf(request))) ??
      Promise.reject(notFound('Complaint')),
  );
};

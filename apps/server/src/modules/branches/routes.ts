import { branchBilling, branchBillingInput } from '@pg/contracts/branch-billing';
import {
  branch,
  branchInput,
  branchListQuery,
  branchPaymentDetailsInput,
  branchUpdate,
} from '@pg/contracts/branches';
import { branchParams, listResponse } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchBillingOf, saveBranchBilling } from './billing.ts';
import { createBranch, deleteBranch, listBranches, setPaymentDetails, updateBranch } from './repository.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { permission: 'branches:view', scope: 'none' },
      schema: { tags: ['branches'], querystring: branchListQuery, response: { 200: listResponse(branch) } },
    },
    async (request) => listBranches(db, principalOf(request), request.query),
  );

  app.post(
    '/',
    {
      config: { permission: 'branches:create', scope: 'none' },
      schema: { tags: ['branches'], body: branchInput, response: { 201: branch } },
    },
    async (request, reply) =>
      reply.status(201).send(await createBranch(db, request.body, principalOf(request))),
  );

  app.patch(
    '/:branchId',
    {
      config: { permission: 'branches:update', scope: 'branch' },
      schema: { tags: ['branches'], params: branchParams, body: branchUpdate, response: { 200: branch } },
    },
    async (request) => orNotFound(await updateBranch(db, request.params.branchId, request.body), 'Branch'),
  );

  app.put(
    '/:branchId/payment-details',
    {
      config: { permission: 'branches:payment_details', scope: 'branch' },
      schema: {
        tags: ['branches'],
        params: branchParams,
        body: branchPaymentDetailsInput,
        response: { 200: branch },
      },
    },
    async (request) =>
      orNotFound(
        await setPaymentDetails(db, request.params.branchId, request.body, principalOf(request)),
        'Branch',
      ),
  );

  app.get(
    '/:branchId/billing',
    {
      config: { permission: 'branches:view', scope: 'branch' },
      schema: { tags: ['branches'], params: branchParams, response: { 200: branchBilling } },
    },
    async (request) => branchBillingOf(db, request.params.branchId),
  );

  app.put(
    '/:branchId/billing',
    {
      config: { permission: 'branches:update', scope: 'branch' },
      schema: {
        tags: ['branches'],
        params: branchParams,
        body: branchBillingInput,
        response: { 200: branchBilling },
      },
    },
    async (request) =>
      orNotFound(
        await saveBranchBilling(db, request.params.branchId, request.body, principalOf(request)),
        'Branch',
      ),
  );

  app.delete(
    '/:branchId',
    {
      config: { permission: 'branches:delete', scope: 'branch' },
      schema: { tags: ['branches'], params: branchParams },
    },
    async (request, reply) => {
      orNotFound(await deleteBranch(db, request.params.branchId), 'Branch');
      return reply.status(204).send();
    },
  );
};

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
import { resourceRoutes } from '../../plugins/routes.ts';
import { branchBillingOf, saveBranchBilling } from './billing.ts';
import { createBranch, deleteBranch, listBranches, setPaymentDetails, updateBranch } from './repository.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['branches']);
  route.endpoint(
    'GET',
    '/',
    { permission: 'branches:view', scope: 'none', query: branchListQuery, response: listResponse(branch) },
    ({ query, by }) => listBranches(db, by, query),
  );
  route.endpoint(
    'POST',
    '/',
    { permission: 'branches:create', scope: 'none', created: true, body: branchInput, response: branch },
    ({ body, by }) => createBranch(db, body, by),
  );
  route.branchWrite(
    '/:branchId',
    { method: 'PATCH', permission: 'branches:update', body: branchUpdate, response: branch },
    (branchId, body) => updateBranch(db, branchId, body),
  );
  route.branchWrite(
    '/:branchId/payment-details',
    {
      method: 'PUT',
      permission: 'branches:payment_details',
      body: branchPaymentDetailsInput,
      response: branch,
    },
    (branchId, body, by) => setPaymentDetails(db, branchId, body, by),
  );
  route.branchRead(
    '/:branchId/billing',
    { permission: 'branches:view', response: branchBilling },
    (branchId) => branchBillingOf(db, branchId),
  );
  route.branchWrite(
    '/:branchId/billing',
    { method: 'PUT', permission: 'branches:update', body: branchBillingInput, response: branchBilling },
    (branchId, body, by) => saveBranchBilling(db, branchId, body, by),
  );
  route.endpoint(
    'DELETE',
    '/:branchId',
    { permission: 'branches:delete', scope: 'branch', params: branchParams, notFound: 'Branch' },
    ({ params }) => deleteBranch(db, params.branchId),
  );
};

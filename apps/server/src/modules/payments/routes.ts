import { listResponse } from '@pg/contracts/common';
import {
  payment,
  paymentInput,
  paymentListQuery,
  paymentReceipt,
  paymentSummary,
} from '@pg/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import { listPayments } from './list.ts';
import * as repo from './repository.ts';

/** Payments of a branch: the history, its total, recording one, and a payment's receipt. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['payments']);

  route.branchRead(
    '/branches/:branchId/payments',
    { permission: 'payments:view', query: paymentListQuery, response: listResponse(payment) },
    (branchId, query) => listPayments(db, branchId, query),
  );
  route.branchRead(
    '/branches/:branchId/payments/summary',
    { permission: 'payments:view', response: paymentSummary },
    (branchId) => repo.paymentSummary(db, branchId),
  );
  route.branchCreate(
    '/branches/:branchId/payments',
    { permission: 'payments:create', idempotent: true, body: paymentInput, response: payment },
    (branchId, body, by) => repo.createPayment(db, branchId, body, by),
  );
  route.record(
    'GET',
    '/payments/:id',
    { permission: 'payments:view', scope: 'payment', response: paymentReceipt },
    (id) => repo.getPaymentReceipt(db, id),
  );
};

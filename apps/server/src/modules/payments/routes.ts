import { todayIso } from '@pg/contracts/common';
import {
  payment,
  paymentInput,
  paymentListQuery,
  paymentReceipt,
  paymentSummary,
} from '@pg/contracts/payments';
import { awaitingPayments, rejectPaymentInput } from '@pg/contracts/tenant-app';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as awaiting from './awaiting.ts';
import { listPayments, paymentSummary as summaryOf } from './list.ts';
import { queueReceipt } from './receipt-email.ts';
import * as repo from './repository.ts';

/** Payments of a branch: the history, its total, recording one, and a payment's receipt. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['payments']);
  /** A received payment's receipt, queued for e-mail in the payment's own transaction. */
  const receiptOf = (tx: Tx, paymentId: string) => queueReceipt(tx, config, paymentId);

  route.branchResource('payments', db, {
    scope: 'payment',
    idempotent: true,
    schemas: { item: payment, query: paymentListQuery, input: paymentInput },
    repository: {
      list: listPayments,
      create: (db, branchId, input, by) =>
        repo.createPayment(db, branchId, input, by, todayIso(config.clock.now()), receiptOf),
    },
  });
  route.branchRead(
    '/branches/:branchId/payments/summary',
    {
      permission: 'payments:view',
      summary: "Rent collected and deposits received, over the payments the list's filters pick",
      query: paymentListQuery,
      response: paymentSummary,
    },
    (branchId, query) => summaryOf(db, branchId, query),
  );
  route.record(
    'GET',
    '/payments/:id',
    { permission: 'payments:view', scope: 'payment', response: paymentReceipt },
    (id) => repo.getPaymentReceipt(db, id),
  );

  // Payments tenants said they made in the tenant app, which staff confirm or reject.
  route.branchRead(
    '/branches/:branchId/payments/awaiting',
    { permission: 'payments:view', response: awaitingPayments },
    (branchId) => awaiting.awaitingPayments(db, branchId),
  );
  route.record(
    'POST',
    '/payments/:id/confirm',
    { permission: 'payments:create', scope: 'payment', response: payment },
    (id, _body, by) => awaiting.confirmPayment(db, id, by, receiptOf),
  );
  route.record(
    'POST',
    '/payments/:id/reject',
    { permission: 'payments:create', scope: 'payment', body: rejectPaymentInput, response: payment },
    (id, body, by) => awaiting.rejectPayment(db, id, body, by, config.clock.now()),
  );
};

import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import {
  payment,
  paymentInput,
  paymentListQuery,
  paymentReceipt,
  paymentSummary,
} from '@pg/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/** Payments of a branch: the history, its total, recording one, and a payment's receipt. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['payments'];
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/payments',
    {
      config: { permission: 'payments:view' },
      schema: {
        tags,
        params: branchParams,
        querystring: paymentListQuery,
        response: { 200: listResponse(payment) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listPayments(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/payments/summary',
    {
      config: { permission: 'payments:view' },
      schema: { tags, params: branchParams, response: { 200: paymentSummary } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.paymentSummary(db, request.params.branchId);
    },
  );

  app.post(
    '/branches/:branchId/payments',
    {
      config: { permission: 'payments:create' },
      schema: { tags, params: branchParams, body: paymentInput, response: { 201: payment } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const created = await repo.createPayment(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/payments/:id',
    {
      config: { permission: 'payments:view' },
      schema: { tags, params: idParams, response: { 200: paymentReceipt } },
    },
    async (request) =>
      (await repo.getPaymentReceipt(db, request.params.id)) ?? Promise.reject(notFound('Payment')),
  );
};

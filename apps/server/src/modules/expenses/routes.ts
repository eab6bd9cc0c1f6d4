import { branchParams, listResponse } from '@pg/contracts/common';
import { expense, expenseInput, expenseListQuery, expenseSummary } from '@pg/contracts/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import * as repo from './repository.ts';

/** Expenses of a branch: the history, its totals and adding one. */
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['expenses'];
  const requireBranch = async (branchId: string) => {
    if (!(await branchExists(db, branchId))) throw notFound('Branch');
  };

  app.get(
    '/branches/:branchId/expenses',
    {
      config: { permission: 'expenses:view' },
      schema: {
        tags,
        params: branchParams,
        querystring: expenseListQuery,
        response: { 200: listResponse(expense) },
      },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.listExpenses(db, request.params.branchId, request.query);
    },
  );

  app.get(
    '/branches/:branchId/expenses/summary',
    {
      config: { permission: 'expenses:view' },
      schema: { tags, params: branchParams, response: { 200: expenseSummary } },
    },
    async (request) => {
      await requireBranch(request.params.branchId);
      return repo.expenseSummary(db, request.params.branchId);
    },
  );

  app.post(
    '/branches/:branchId/expenses',
    {
      config: { permission: 'expenses:create' },
      schema: { tags, params: branchParams, body: expenseInput, response: { 201: expense } },
    },
    async (request, reply) => {
      await requireBranch(request.params.branchId);
      const created = await repo.createExpense(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
      );
      return reply.status(201).send(created);
    },
  );
};

import { listResponse } from '@pg/contracts/common';
import { expense, expenseInput, expenseListQuery, expenseSummary } from '@pg/contracts/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/** Expenses of a branch: the history, its totals and adding one. */
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['expenses']);

  route.branchRead(
    '/branches/:branchId/expenses',
    { permission: 'expenses:view', query: expenseListQuery, response: listResponse(expense) },
    (branchId, query) => repo.listExpenses(db, branchId, query),
  );
  route.branchRead(
    '/branches/:branchId/expenses/summary',
    { permission: 'expenses:view', response: expenseSummary },
    (branchId) => repo.expenseSummary(db, branchId),
  );
  route.branchCreate(
    '/branches/:branchId/expenses',
    { permission: 'expenses:create', idempotent: true, body: expenseInput, response: expense },
    (branchId, body, by) => repo.createExpense(db, branchId, body, by),
  );
};

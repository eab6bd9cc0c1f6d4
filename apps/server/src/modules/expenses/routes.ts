import { todayIso } from '@pg/contracts/common';
import { expense, expenseInput, expenseListQuery, expenseSummary } from '@pg/contracts/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/** Expenses of a branch: the history, its totals and adding one (dated today at the latest). */
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  resourceRoutes(app, ['expenses']).branchResource('expenses', db, {
    scope: 'expense',
    idempotent: true,
    schemas: { item: expense, query: expenseListQuery, input: expenseInput, summary: expenseSummary },
    repository: {
      list: repo.listExpenses,
      summary: repo.expenseSummary,
      create: (db, branchId, input, by) =>
        repo.createExpense(db, branchId, input, by, todayIso(config.clock.now())),
    },
  });
};

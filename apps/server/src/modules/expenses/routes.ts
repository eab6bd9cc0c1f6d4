import fastifyMultipart from '@fastify/multipart';
import { listResponse, todayIso } from '@pg/contracts/common';
import {
  expense,
  expenseInput,
  expenseListQuery,
  expenseSummary,
  recurringExpense,
  recurringExpenseEnd,
  recurringExpenseInput,
} from '@pg/contracts/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverCipher } from '../../lib/crypto.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { multipartLimits } from '../../lib/uploads.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as bills from './bills.ts';
import * as recurring from './recurring.ts';
import * as repo from './repository.ts';

/**
 * Expenses of a branch: the history, its totals and adding one (dated today at the latest), a
 * photo of a bill, and recurring expenses (posted monthly by recurring-job.ts).
 */
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['expenses']);
  route.branchResource('expenses', db, {
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

  route.branchRead(
    '/branches/:branchId/recurring-expenses',
    { permission: 'expenses:view', response: listResponse(recurringExpense) },
    (branchId) => recurring.listRecurring(db, branchId),
  );
  route.branchWrite(
    '/branches/:branchId/recurring-expenses',
    {
      permission: 'expenses:create',
      idempotent: true,
      summary: 'Enter an expense posted every month on a day, until its end',
      body: recurringExpenseInput,
      response: recurringExpense,
    },
    (branchId, body, by) => recurring.createRecurring(db, branchId, body, by),
  );
  route.record(
    'POST',
    '/recurring-expenses/:id/end',
    {
      permission: 'expenses:update',
      scope: 'recurring_expense',
      summary: 'End a recurring expense: nothing posts after the date',
      body: recurringExpenseEnd,
      response: recurringExpense,
    },
    (id, body, by) => recurring.endRecurring(db, id, body.ends_on, by),
  );

  const store = createFileStore(serverCipher(config));
  await app.register(fastifyMultipart, { limits: multipartLimits(0, 1), throwFileSizeLimit: true });
  route.recordPhoto(
    '/expenses/:id/bill',
    {
      scope: 'expense',
      keep: 'expenses:create',
      view: 'expenses:view',
      what: 'the bill of an expense',
      response: expense,
    },
    {
      keep: (id, photo, by) => bills.setBill(db, store, id, photo, by),
      read: (id) => bills.billPhoto(db, store, id),
    },
  );
};

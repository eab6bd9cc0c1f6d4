import { expenseUpdate, paymentUpdate, voidInput } from '@pg/contracts/corrections';
import { expense } from '@pg/contracts/expenses';
import { payment } from '@pg/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../lib/routes.ts';
import * as repo from './repository.ts';

/** Corrections: editing a payment or an expense, or voiding it with a reason. */
export const correctionRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const payments = resourceRoutes(app, ['payments']);
  const expenses = resourceRoutes(app, ['expenses']);
  const now = () => config.clock.now();

  payments.record(
    'PATCH',
    '/payments/:id',
    { permission: 'payments:update', scope: 'payment', body: paymentUpdate, response: payment },
    (id, body, by) => repo.updatePayment(db, id, body, by),
  );
  payments.record(
    'POST',
    '/payments/:id/void',
    { permission: 'payments:update', scope: 'payment', body: voidInput, response: payment },
    (id, body, by) => repo.voidPayment(db, id, body.reason, by, now()),
  );
  expenses.record(
    'PATCH',
    '/expenses/:id',
    { permission: 'expenses:update', scope: 'expense', body: expenseUpdate, response: expense },
    (id, body, by) => repo.updateExpense(db, id, body, by),
  );
  expenses.record(
    'POST',
    '/expenses/:id/void',
    { permission: 'expenses:update', scope: 'expense', body: voidInput, response: expense },
    (id, body, by) => repo.voidExpense(db, id, body.reason, by, now()),
  );
};

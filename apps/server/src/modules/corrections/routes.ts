import { todayIso } from '@pg/contracts/common';
import { expenseUpdate, paymentUpdate, voidInput } from '@pg/contracts/corrections';
import { expense } from '@pg/contracts/expenses';
import { payment } from '@pg/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Principal } from '../../access/principal.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Answer } from '../../plugins/route-types.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** Corrections: editing a payment or an expense, or voiding it with a reason. */
export const correctionRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  /** A money record's two corrections: PATCH `/<feature>/:id` edits it, POST `.../void` voids it. */
  const corrections = <R extends z.ZodType, U extends z.ZodType>(
    feature: 'payments' | 'expenses',
    scope: 'payment' | 'expense',
    schemas: { item: R; update: U },
    repository: {
      update: (db: Db, id: string, body: z.output<U>, by: Principal, today: string) => Answer<R>;
      void: (db: Db, id: string, reason: string, by: Principal, now: Date) => Answer<R>;
    },
  ) => {
    const route = resourceRoutes(app, [feature]);
    const access = { permission: `${feature}:update`, scope } as const;
    route.record(
      'PATCH',
      `/${feature}/:id`,
      { ...access, body: schemas.update, response: schemas.item },
      (id, body, by) => repository.update(db, id, body, by, todayIso(config.clock.now())),
    );
    route.record(
      'POST',
      `/${feature}/:id/void`,
      { ...access, body: voidInput, response: schemas.item },
      (id, body, by) => repository.void(db, id, body.reason, by, config.clock.now()),
    );
  };

  corrections(
    'payments',
    'payment',
    { item: payment, update: paymentUpdate },
    { update: repo.updatePayment, void: repo.voidPayment },
  );
  corrections(
    'expenses',
    'expense',
    { item: expense, update: expenseUpdate },
    { update: repo.updateExpense, void: repo.voidExpense },
  );
};

import { todayIso } from '@pg/contracts/dates';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { postRecurringExpenses } from './recurring.ts';

/** Posts the recurring expenses that fell due, once a day (India's date, as the clock tells), on one server. */
export function scheduleRecurringExpenses(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  scheduleJob(app, {
    name: 'recurring expenses',
    firstDelayMs: 100_000,
    everyMs: 24 * 60 * 60 * 1000,
    period: (now) => todayIso(now),
    run: async () => {
      const posted = await postRecurringExpenses(db, todayIso(config.clock.now()));
      if (posted > 0) app.log.info({ posted }, 'posted recurring expenses');
    },
  });
}

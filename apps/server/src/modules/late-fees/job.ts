import { todayIso } from '@pg/contracts/dates';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { addLateFees } from './repository.ts';

/** Adds the day's late fees once a day (India's date, as the clock tells), on one server. */
export function scheduleLateFees(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  scheduleJob(app, {
    name: 'late fees',
    firstDelayMs: 90_000,
    everyMs: 24 * 60 * 60 * 1000,
    period: (now) => todayIso(now),
    run: async () => {
      const added = await addLateFees(db, todayIso(config.clock.now()));
      if (added > 0) app.log.info({ added }, 'added late fees');
    },
  });
}

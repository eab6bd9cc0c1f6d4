import { todayIso } from '@pg/contracts/dates';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { keepBranchFigures } from './branch-figures.ts';

export const BRANCH_FIGURES_JOB = 'branch figures';

/**
 * Once a day (India's date), on one server: works out every branch's figures for the new day
 * (branch-figures.ts), so that the owner's first look across branches reads them kept; through the
 * day, a branch that changes is worked out again when next asked for.
 */
export function scheduleBranchFigures(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  scheduleJob(app, {
    name: BRANCH_FIGURES_JOB,
    firstDelayMs: 100_000,
    everyMs: 24 * 60 * 60 * 1000,
    period: (now) => todayIso(now),
    run: async () => {
      const branches = await keepBranchFigures(db, todayIso(config.clock.now()));
      app.log.info({ branches }, 'worked out the branch figures of the day');
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { scheduleJob } from './jobs.ts';
import { deleteEndedWindows } from './rate-limit.ts';

/**
 * Deletes the rate-limit counters of windows long over, every ten minutes. Every window in use
 * lasts at most a day (sign-in: SIGN_IN_WINDOW_SECONDS; applications: an hour), so a counter whose
 * window started longer ago than that, or than the sign-in window, counts nothing any more.
 */
export function scheduleCounterCleanup(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const longest = Math.max(config.SIGN_IN_WINDOW_SECONDS, 24 * 60 * 60);
  scheduleJob(app, {
    name: 'rate-limit counter cleanup',
    firstDelayMs: 30_000,
    everyMs: 10 * 60 * 1000,
    run: () => deleteEndedWindows(db, longest, config.clock.now()),
  });
}

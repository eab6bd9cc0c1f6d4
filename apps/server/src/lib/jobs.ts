import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job on a timer while the server is up: first `firstDelayMs` after it is
 * ready, then every `everyMs` after the previous run ended. A failure is logged and the next run
 * still comes; closing the server stops the timer.
 */
export function scheduleJob(
  app: FastifyInstance,
  job: { name: string; firstDelayMs: number; everyMs: number; run: () => Promise<unknown> },
) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const runOnce = async () => {
    try {
      await job.run();
    } catch (err) {
      app.log.error({ err, job: job.name }, `${job.name} failed`);
    }
  };
  const schedule = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => void runOnce().finally(() => schedule(job.everyMs)), delay);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(job.firstDelayMs));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}

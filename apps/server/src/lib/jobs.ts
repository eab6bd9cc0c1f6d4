import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { LEASE_SECONDS, newHolderId, releaseLease, renewLease, takeLease } from './leases.ts';

/** What a job's run came to on this server: it ran, or another server has it (or had it) this period. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this server, by name: `run` runs one now, under its lease, as its timer would. */
    jobs: { holder: string; run(name: string): Promise<JobOutcome>; names(): string[] };
  }
}

type Job = {
  name: string;
  /** First look this long after the server is ready. */
  firstDelayMs: number;
  /** How often the job runs, across all servers. */
  everyMs: number;
  /**
   * The run a given time owes (a day's date, a night): one run per period across all servers.
   * Default: the window of `everyMs` that the time falls in.
   */
  period?: (now: Date) => string;
  run: () => Promise<unknown>;
};

/**
 * The job registry of a server. Every server on a database looks at each job every minute (or
 * every `everyMs`, if shorter); the one that takes the job's lease (lib/leases.ts) for a period
 * not yet run runs it, renewing the lease while it runs, and records the period when it ends. A
 * failed run records nothing, so the next look (on any server) runs it again; a server that dies
 * mid-run leaves its lease to expire within LEASE_SECONDS.
 */
function registerJobs(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const holder = newHolderId();
  const jobs = new Map<string, Job>();

  async function run(name: string): Promise<JobOutcome> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const now = clock.now();
    const period = job.period ? job.period(now) : String(Math.floor(now.getTime() / job.everyMs));
    if (!(await takeLease(db, { name, holder, period, now }))) return 'skipped';
    const heartbeat = setInterval(
      () => {
        renewLease(db, { name, holder, now: clock.now() })
          .then((held) => {
            if (!held) app.log.warn({ job: name }, `${name}: lease lost while running`);
          })
          .catch((err) => app.log.warn({ err, job: name }, `${name}: lease not renewed`));
      },
      (LEASE_SECONDS * 1000) / 3,
    );
    heartbeat.unref();
    try {
      await job.run();
      await releaseLease(db, { name, holder, now: clock.now(), period });
      return 'ran';
    } catch (err) {
      app.log.error({ err, job: name }, `${name} failed`);
      await releaseLease(db, { name, holder, now: clock.now() }).catch(() => {});
      return 'failed';
    } finally {
      clearInterval(heartbeat);
    }
  }

  app.decorate('jobs', { holder, run, names: () => [...jobs.keys()] });
  return { add: (job: Job) => jobs.set(job.name, job) };
}

const registries = new WeakMap<FastifyInstance, ReturnType<typeof registerJobs>>();

/** Sets up the server's job registry (once, before any scheduleJob). */
export function setUpJobs(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  registries.set(app, registerJobs(app, deps));
}

/**
 * Runs a background job on a timer while the server is up, once per period across every server
 * on the database (see registerJobs): the first look `firstDelayMs` after the server is ready,
 * then one every minute (or `everyMs`, if shorter) after the previous look ended. A failure is
 * logged and the next look still comes; closing the server stops the timer.
 */
export function scheduleJob(app: FastifyInstance, job: Job) {
  const registry = registries.get(app);
  if (!registry) throw new Error('setUpJobs must run before scheduleJob');
  registry.add(job);
  const lookEveryMs = Math.min(job.everyMs, 60_000);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const look = async () => {
    try {
      await app.jobs.run(job.name);
    } catch (err) {
      app.log.error({ err, job: job.name }, `${job.name} failed`);
    }
  };
  const schedule = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => void look().finally(() => schedule(lookEveryMs)), delay);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(job.firstDelayMs));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}

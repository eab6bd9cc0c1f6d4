import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { purgeOrphanFiles, purgeRejectedPhotos } from './photo-purge.ts';

type Deps = { db: Db; config: Config; log: FastifyBaseLogger };

/**
 * Deletes the photos of applications rejected more than APPLICATION_RETENTION_DAYS ago (as the
 * clock tells), and stored photos no application refers to any more; one audit entry says how
 * many went. Returns that number.
 */
export async function runApplicationRetention({ db, config, log }: Deps): Promise<number> {
  const now = config.clock.now();
  const removed = await db.transaction(async (tx) => {
    const count =
      (await purgeRejectedPhotos(tx, config.APPLICATION_RETENTION_DAYS, now)) +
      (await purgeOrphanFiles(tx, now));
    if (count > 0) {
      await writeAudit(tx, {
        actor: null,
        action: 'application.photos_purge',
        entity: 'tenant_application',
        after: { files_deleted: count, retention_days: config.APPLICATION_RETENTION_DAYS },
      });
    }
    return count;
  });
  if (removed > 0) log.info({ removed }, 'deleted the photos of rejected applications past retention');
  return removed;
}

/** Runs the retention a minute after start-up, then every hour. */
export function scheduleApplicationRetention(app: FastifyInstance, deps: Omit<Deps, 'log'>) {
  scheduleJob(app, {
    name: 'application photo retention',
    firstDelayMs: 60_000,
    everyMs: 60 * 60 * 1000,
    run: () => runApplicationRetention({ ...deps, log: app.log }),
  });
}

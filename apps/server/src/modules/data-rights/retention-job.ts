import { todayIso } from '@pg/contracts/common';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverCipher } from '../../lib/crypto.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { eraseTenantData, retentionDue } from './repository.ts';

type Deps = { db: Db; config: Config; log: FastifyBaseLogger };

/** Tenants erased per run at most; the next run takes the rest. */
const BATCH = 200;

/**
 * Erases the personal data of tenants who left more than TENANT_RETENTION_DAYS ago (as the clock
 * tells), each in its own transaction with its own audit entry (actor: the system). A tenant that
 * cannot be erased now (a booking was opened meanwhile) is skipped. Returns how many were erased.
 */
export async function runTenantRetention({ db, config, log }: Deps): Promise<number> {
  const store = createFileStore(serverCipher(config));
  const due = await retentionDue(db, {
    today: todayIso(config.clock.now()),
    retentionDays: config.TENANT_RETENTION_DAYS,
    limit: BATCH,
  });
  let erased = 0;
  for (const tenant of due) {
    try {
      await db.transaction((tx) => eraseTenantData(tx, store, null, tenant.id, 'retention'));
      erased++;
    } catch (err) {
      log.warn({ err, tenantId: tenant.id }, 'could not erase a tenant past retention');
    }
  }
  if (erased > 0) log.info({ erased }, 'erased the personal data of tenants past retention');
  return erased;
}

/** Runs the retention two minutes after start-up, then every six hours. */
export function scheduleTenantRetention(app: FastifyInstance, deps: Omit<Deps, 'log'>) {
  scheduleJob(app, {
    name: 'tenant data retention',
    firstDelayMs: 120_000,
    everyMs: 6 * 60 * 60 * 1000,
    run: () => runTenantRetention({ ...deps, log: app.log }),
  });
}

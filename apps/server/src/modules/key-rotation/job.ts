import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverCipher } from '../../lib/crypto.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { reencryptBatch, rowsToReencrypt } from './repository.ts';

export const DATA_KEY_ROTATION_JOB = 'data key rotation';

/**
 * While DATA_KEY_PREVIOUS is set: every minute, on one server, re-encrypts the next
 * DATA_KEY_ROTATION_BATCH values with DATA_KEY, and says how many are left.
 */
export function scheduleDataKeyRotation(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  if (!config.dataKeyPrevious) return;
  const cipher = serverCipher(config);
  scheduleJob(app, {
    name: DATA_KEY_ROTATION_JOB,
    firstDelayMs: 30_000,
    everyMs: 60_000,
    run: async () => {
      const done = await reencryptBatch(db, cipher, config.DATA_KEY_ROTATION_BATCH);
      const left = await rowsToReencrypt(db, cipher);
      if (done.unreadable) app.log.error(done, 'data key rotation: values neither key opens');
      app.log.info(
        { ...done, left },
        left === 0
          ? 'data key rotation: everything is under DATA_KEY; remove DATA_KEY_PREVIOUS'
          : 'data key rotation: re-encrypted a batch',
      );
    },
  });
}

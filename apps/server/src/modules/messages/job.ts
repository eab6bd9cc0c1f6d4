import { todayIso } from '@pg/contracts/dates';
import { documentAddress } from '@pg/contracts/document-links';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { signDocumentLink } from '../../lib/signed-links.ts';
import { openChannels } from './channels.ts';
import { deliverDue } from './deliver.ts';
import { enqueueReminders } from './reminders.ts';

export const REMINDERS_JOB = 'rent reminders';
export const DELIVERY_JOB = 'message delivery';

/**
 * The two jobs of messages that send themselves, each run by one server of those on the database
 * (lib/jobs.ts): once a day (India's date), queue the day's reminders; every minute, send what the
 * outbox holds that is due. The SMTP server is asked at start whether it answers: one that does
 * not is logged and the messages wait in the outbox for it (a wrong setting has already stopped
 * the server in config.ts).
 */
export function scheduleMessages(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const channels = openChannels(config.messaging);
  const now = () => config.clock.now();
  const publicUrl = config.PUBLIC_URL;
  const payAddress = publicUrl
    ? (tenantId: string) => documentAddress(publicUrl, signDocumentLink(config, 'pay', tenantId).token)
    : undefined;
  scheduleJob(app, {
    name: REMINDERS_JOB,
    firstDelayMs: 100_000,
    everyMs: 24 * 60 * 60 * 1000,
    period: (at) => todayIso(at),
    run: async () => {
      const added = await enqueueReminders(db, channels, todayIso(now()), now(), payAddress);
      if (added > 0) app.log.info({ added }, 'queued reminders');
    },
  });
  scheduleJob(app, {
    name: DELIVERY_JOB,
    firstDelayMs: 30_000,
    everyMs: 60_000,
    run: async () => {
      const result = await deliverDue(db, channels, now);
      if (result.sent + result.retrying + result.failed > 0) app.log.info(result, 'delivered messages');
    },
  });
  app.addHook('onReady', async () => {
    for (const [name, channel] of Object.entries(channels)) {
      void channel.check().then((problem) => {
        if (problem)
          app.log.warn({ channel: name, problem }, `${name}: not reachable now; messages wait in the outbox`);
      });
    }
  });
  app.addHook('onClose', async () => {
    for (const channel of Object.values(channels)) channel.close();
  });
}

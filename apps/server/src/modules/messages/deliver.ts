import type { MessageChannel } from '@pg/contracts/messages';
import type { Db } from '../../db/client.ts';
import { claimDue, markRefused, markSent } from './outbox.ts';
import { type Channel, SendError } from './outgoing.ts';

/** Rows claimed at a time; a run goes on claiming until none is due or `MAX_PER_RUN` went out. */
const BATCH = 25;
const MAX_PER_RUN = 2000;

export type DeliveryResult = { sent: number; retrying: number; failed: number };

/**
 * Sends the messages due at `now` through their channels, one at a time, writing each result as
 * it comes. A message for a channel this server does not have (its settings were removed) fails
 * with that reason.
 */
export async function deliverDue(
  db: Db,
  channels: Partial<Record<MessageChannel, Channel>>,
  now: () => Date,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  let handled = 0;
  while (handled < MAX_PER_RUN) {
    const batch = await claimDue(db, now(), BATCH);
    if (!batch.length) break;
    for (const m of batch) {
      handled++;
      const channel = channels[m.channel];
      let providerId: string | null;
      try {
        if (!channel) {
          throw new SendError(
            `${m.channel === 'email' ? 'E-mail' : 'WhatsApp'} is not set up on this server`,
            true,
          );
        }
        ({ providerId } = await channel.send(m));
      } catch (err) {
        const e = err instanceof SendError ? err : new SendError((err as Error).message, false);
        result[await markRefused(db, m, e.message, e.permanent, now())]++;
        continue;
      }
      // Sent: a failure to write so leaves the row 'sending', sent again only after its lease
      // (docs/messages.md, at least once), never retried as a refusal here.
      await markSent(db, m.id, providerId, now());
      result.sent++;
    }
  }
  return result;
}

import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Who runs each background job now, shared by every server on the database (lib/leases.ts). A
 * server takes a job's row with one conditional upsert when the lease is free or has expired and
 * the job's current period has not been run yet; it keeps the lease alive while the run lasts and
 * gives it back at the end, recording the period it ran. A server that dies mid-run holds the
 * lease only until `expires_at`, minutes away.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  /** The period (a day, an hour's window, a night) of the last run that finished. */
  lastPeriod: text('last_period'),
  lastFinishedAt: timestampTz('last_finished_at'),
});

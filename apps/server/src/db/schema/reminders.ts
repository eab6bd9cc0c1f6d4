import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { id, money, timestampTz } from './columns.ts';
import { branchColumn } from './inventory.ts';
import { tenantColumn } from './operations.ts';

/**
 * Reminders sent to a tenant about what they owe (a WhatsApp message opened from the console):
 * who sent it, when, for how much. The Dues page shows the latest, so that two staff do not
 * remind a tenant twice.
 */
export const tenantReminders = pgTable(
  'tenant_reminders',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('cascade'),
    amount: money('amount').notNull(),
    sentBy: actorColumn('sent_by'),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (t) => [
    index('tenant_reminders_tenant_idx').on(t.tenantId, t.sentAt),
    index('tenant_reminders_branch_idx').on(t.branchId, t.sentAt),
    check('tenant_reminders_amount_check', sql`${t.amount} > 0`),
  ],
);

import { date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { branches } from './inventory.ts';

/**
 * Money of a branch per calendar month, kept by statement-level triggers on payments and expenses
 * (migration 0002_branch_monthly_totals), so that the dashboard's all-time figures and its
 * 12-month chart read a few dozen rows instead of every payment. Never written by the application.
 */
export const branchMonthlyTotals = pgTable(
  'branch_monthly_totals',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    paymentsCompletedAmount: numeric('payments_completed_amount').notNull().default('0'),
    paymentsCompletedCount: integer('payments_completed_count').notNull().default(0),
    paymentsPendingCount: integer('payments_pending_count').notNull().default(0),
    expensesAmount: numeric('expenses_amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.month] })],
);

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { branchColumn } from './inventory.ts';
import { tenants } from './operations.ts';

/**
 * Money of a branch per calendar month, kept by statement-level triggers on payments and expenses
 * (migration 0002_branch_monthly_totals), so that the dashboard's all-time figures and its
 * 12-month chart read a few dozen rows instead of every payment. Never written by the application.
 */
export const branchMonthlyTotals = pgTable(
  'branch_monthly_totals',
  {
    branchId: branchColumn(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    paymentsCompletedAmount: numeric('payments_completed_amount').notNull().default('0'),
    paymentsCompletedCount: integer('payments_completed_count').notNull().default(0),
    paymentsPendingCount: integer('payments_pending_count').notNull().default(0),
    expensesAmount: numeric('expenses_amount').notNull().default('0'),
    /** Advance rent given back (completed `rent_refund` payments not voided), migration 0037. */
    rentRefundsAmount: numeric('rent_refunds_amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.month] })],
);

/**
 * How many tenants, complaints and applications a branch has, kept by statement-level triggers on
 * tenants and complaints (migration 0019_branch_counts) and on tenant_applications (migration
 * 0020_branch_application_counts), so that the dashboard and the lists do not count a large
 * branch's rows on every visit. Never written by the application.
 */
export const branchCounts = pgTable('branch_counts', {
  branchId: branchColumn().primaryKey(),
  tenantsTotal: integer('tenants_total').notNull().default(0),
  /** Tenants who have not left (`left_at` empty). */
  tenantsActive: integer('tenants_active').notNull().default(0),
  complaintsTotal: integer('complaints_total').notNull().default(0),
  /** Complaints open or in progress. */
  complaintsOpen: integer('complaints_open').notNull().default(0),
  /** Applications by status: the three tabs of the applications list. */
  applicationsPending: integer('applications_pending').notNull().default(0),
  applicationsApproved: integer('applications_approved').notNull().default(0),
  applicationsRejected: integer('applications_rejected').notNull().default(0),
});

/**
 * Per tenant, what was ever billed (the whole total of every booking that is booked, checked in or
 * checked out, and every charge not voided, due or not yet) and what was paid (completed payments
 * not voided, counted as ledger/rules.ts countingPayments and paidAmount count them), kept by
 * statement-level triggers in the transaction of every change to bookings, charges and payments
 * (migrations 0014, 0015 and 0029; test/ledger-triggers.test.ts checks them against the ledger). A tenant can owe today only while billed >
 * paid, so the Dues page reads those tenants alone (tenant_accounts_open_idx) and derives their
 * balance from the bookings themselves.
 */
export const tenantAccounts = pgTable(
  'tenant_accounts',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    branchId: branchColumn(),
    billed: numeric('billed').notNull().default('0'),
    paid: numeric('paid').notNull().default('0'),
    /** Monthly stays with no end date yet (booked, checked in): rent keeps falling due on them. */
    openStays: integer('open_stays').notNull().default(0),
    /**
     * Whether the tenant can owe at all (billed > paid), a column of its own so that the planner
     * knows how few of a branch's tenants these are (a comparison of two columns it guesses at a
     * third of them, and then reads the whole table).
     */
    open: boolean('open').generatedAlwaysAs(sql`billed > paid or open_stays > 0`),
  },
  (t) => [index('tenant_accounts_open_idx').on(t.branchId, t.tenantId).where(sql`${t.open}`)],
);

import { PAYMENT_METHODS } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * How many times what a branch's dues and beds depend on has changed: bumped by statement-level
 * triggers on payments, charges, bookings (and so booking_rents), beds and settlements, in the
 * transaction of the change (migration 0042_branch_figures). Never written by the application.
 */
export const branchVersions = pgTable('branch_versions', {
  branchId: branchColumn().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The figures of a branch that age every owing tenant's dues (the Aging report's, the Dues page's
 * query) and walk its beds, as of a day and for a month: worked out once and kept with the branch's
 * version they were read at, so that the owner's view across branches reads one row a branch. A
 * row whose version is not the branch's current one is stale, and worked out again when asked
 * for (modules/owner-reports/branch-figures.ts).
 */
export const branchFigures = pgTable(
  'branch_figures',
  {
    branchId: branchColumn(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** The first day of the month the rent billed is of. */
    month: date('month', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    beds: integer('beds').notNull(),
    occupied: integer('occupied').notNull(),
    outOfService: integer('out_of_service').notNull(),
    billed: numeric('billed').notNull(),
    due0To30: numeric('due_0_30').notNull(),
    due31To60: numeric('due_31_60').notNull(),
    due61To90: numeric('due_61_90').notNull(),
    due90Plus: numeric('due_90_plus').notNull(),
    dues: numeric('dues').notNull(),
    depositsDue: numeric('deposits_due').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.asOf, t.month] })],
);

/**
 * Money received per branch, day, method and the staff member who recorded it: completed rent
 * and deposit payments not voided, kept by statement-level triggers on payments (migration
 * 0043_collection_totals), so that the collections report of a chain's year reads these rows, never
 * the payments. A group whose payments were all voided or moved stays with `payments` 0. Never
 * written by the application. `recorded_by` has no foreign key: a user's removal sets the payments'
 * to null, and their trigger moves the sums to the null group.
 */
export const collectionTotals = pgTable(
  'collection_totals',
  {
    branchId: branchColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    recordedBy: uuid('recorded_by'),
    payments: integer('payments').notNull().default(0),
    rent: numeric('rent').notNull().default('0'),
    deposit: numeric('deposit').notNull().default('0'),
  },
  (t) => [unique('collection_totals_key').on(t.branchId, t.date, t.method, t.recordedBy).nullsNotDistinct()],
);

import { BOOKING_STATUSES } from '@pg/contracts/bookings';
import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES } from '@pg/contracts/complaints';
import { PAYMENT_METHODS, PAYMENT_PURPOSES } from '@pg/contracts/payments';
import { BILLING_MODES, DUE_DAY_MODES } from '@pg/contracts/rent';
import { GENDERS, VERIFICATION_STATUSES } from '@pg/contracts/tenant-records';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, isOneOf, money, timestampTz } from './columns.ts';
import { files } from './files.ts';
import { beds, branchColumn, properties } from './inventory.ts';
import { recurringExpenses } from './recurring-expenses.ts';
import { voidCheck, voidColumns } from './voids.ts';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    branchId: branchColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    joinedAt: date('joined_at', { mode: 'string' }).notNull().default(sql`current_date`),
    leftAt: date('left_at', { mode: 'string' }),
    createdAt: createdAt(),
    // The profile the law asks for (KYC); erased with the rest of the personal data.
    guardianName: text('guardian_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    permanentAddress: text('permanent_address'),
    previousAddress: text('previous_address'),
    occupation: text('occupation'),
    workplace: text('workplace'),
    emergencyName: text('emergency_name'),
    emergencyRelation: text('emergency_relation'),
    emergencyPhone: text('emergency_phone'),
    nationality: text('nationality').notNull().default('Indian'),
    passportCountry: text('passport_country'),
    visaType: text('visa_type'),
    visaNumber: text('visa_number'),
    visaExpiry: date('visa_expiry', { mode: 'string' }),
    arrivedInIndiaOn: date('arrived_in_india_on', { mode: 'string' }),
    /** The tenant's photograph (files, encrypted), for the police verification form. */
    photoFileId: uuid('photo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    // Police verification.
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES })
      .notNull()
      .default('not_started'),
    verificationSubmittedOn: date('verification_submitted_on', { mode: 'string' }),
    verificationPoliceStation: text('verification_police_station'),
    verificationReference: text('verification_reference'),
    verificationVerifiedOn: date('verification_verified_on', { mode: 'string' }),
    verificationNote: text('verification_note'),
    // A foreign national's Form C, once filed.
    formCFiledOn: date('form_c_filed_on', { mode: 'string' }),
    formCReference: text('form_c_reference'),
    /** Consent given on the public application form, carried over when it was approved. */
    consentAt: timestampTz('consent_at'),
    consentVersion: text('consent_version'),
    /** When the personal data was erased (by staff or the retention job). */
    erasedAt: timestampTz('erased_at'),
  },
  (t) => [
    index('tenants_branch_created_idx').on(t.branchId, t.createdAt, t.id),
    check('tenants_gender_check', isOneOf(t.gender, GENDERS)),
    check('tenants_verification_status_check', isOneOf(t.verificationStatus, VERIFICATION_STATUSES)),
    // The Tenants page's two tables and the pickers: page one and the counts stay fast however many
    // tenants a branch has had (most of an old PG's tenants have left). Each ends with the id, the
    // lists' last sort key, so a page is read in order from the index with nothing left to sort.
    index('tenants_branch_active_idx').on(t.branchId, t.createdAt, t.id).where(sql`${t.leftAt} is null`),
    index('tenants_branch_left_idx')
      .on(t.branchId, t.leftAt, t.createdAt, t.id)
      .where(sql`${t.leftAt} is not null`),
    index('tenants_branch_active_name_idx')
      .on(t.branchId, sql`lower(${t.name})`)
      .where(sql`${t.leftAt} is null`),
    // Add Tenant asks first about a phone number another tenant of the branch has.
    index('tenants_branch_phone_idx').on(t.branchId, t.phone),
    index('tenants_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.phone} || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * The tenant a row is about. Money and complaints stay while the tenant exists ('restrict'); a
 * tenant's own records go with them ('cascade').
 */
export const tenantColumn = (onDelete: 'restrict' | 'cascade') =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete });

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('restrict'),
    bedId: uuid('bed_id')
      .notNull()
      .references(() => beds.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last day of the stay; empty for a monthly stay that runs until notice. */
    endDate: date('end_date', { mode: 'string' }),
    /**
     * The rent of the whole stay: per day, (days) × the bed's rent per day, set by the application;
     * monthly, the sum of its instalments, set by the trigger bookings_monthly_total (migration
     * 0028), null while the stay has no end.
     */
    totalRent: money('total_rent'),
    /** 'per_day' (SPEC's rule) or 'monthly' (contracts/rent.ts BILLING_MODES). */
    billing: text('billing', { enum: BILLING_MODES }).notNull().default('per_day'),
    /** Monthly: the rent per month from the start (later changes: booking_rents). */
    monthlyRent: money('monthly_rent'),
    /** Monthly: the due day (DUE_DAY_MODES), the notice period and the lock-in of this stay. */
    dueDay: text('due_day', { enum: DUE_DAY_MODES }),
    noticeDays: integer('notice_days'),
    lockInMonths: integer('lock_in_months'),
    /** The security deposit, owed on the start date; held money, not revenue. Null: none. */
    deposit: money('deposit'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    /** The day the tenant gave notice; the end date is then the day they vacate. */
    noticeGivenOn: date('notice_given_on', { mode: 'string' }),
    /**
     * The day (in India) the tenant was checked out and the day the booking was cancelled: a
     * stay's history, so that a past day's occupancy shows what was true that day. Null when not
     * (or when it happened before these were kept and the audit log does not say).
     */
    checkedOutOn: date('checked_out_on', { mode: 'string' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    /** The booking the stay went on in after a move to another bed (this one is then checked out). */
    movedToBookingId: uuid('moved_to_booking_id').references((): AnyPgColumn => bookings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_branch_created_idx').on(t.branchId, t.createdAt, t.id),
    // The list sorted by start date (and a date range's start_date <= to).
    index('bookings_branch_start_idx').on(t.branchId, t.startDate, t.createdAt, t.id),
    // A bed's live bookings by start date: its status on a day, the next booking, the board.
    index('bookings_bed_live_idx')
      .on(t.bedId, t.startDate)
      .where(sql`${t.status} in ('booked', 'checked_in')`),
    index('bookings_tenant_idx').on(t.tenantId),
    // 'Has an open booking' for each tenant of a Tenants page: one probe of this index, no row read.
    index('bookings_tenant_open_idx').on(t.tenantId).where(sql`${t.status} in ('booked', 'checked_in')`),
    // The rent schedule of a branch: its bookings that owe rent, per tenant.
    index('bookings_branch_tenant_idx')
      .on(t.branchId, t.tenantId)
      .where(sql`${t.status} in ('booked', 'checked_in', 'checked_out')`),
    index('bookings_bed_idx').on(t.bedId),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_status_check', isOneOf(t.status, BOOKING_STATUSES)),
    check('bookings_rent_check', sql`${t.totalRent} >= 0`),
    check('bookings_billing_check', isOneOf(t.billing, BILLING_MODES)),
    check('bookings_due_day_check', isOneOf(t.dueDay, DUE_DAY_MODES)),
    check(
      'bookings_per_day_check',
      sql`${t.billing} = 'monthly' or (${t.endDate} is not null and ${t.totalRent} is not null)`,
    ),
    check(
      'bookings_monthly_check',
      sql`(${t.billing} = 'monthly') = (${t.monthlyRent} is not null and ${t.dueDay} is not null)`,
    ),
    check('bookings_monthly_rent_check', sql`${t.monthlyRent} > 0`),
    check('bookings_notice_check', sql`${t.noticeDays} >= 0 and ${t.lockInMonths} >= 0`),
    check('bookings_deposit_check', sql`${t.deposit} > 0`),
  ],
);

/**
 * A monthly stay's rent from a date on (a discount, a new price): the days before it are billed at
 * the rent before, the days from it on at this one. Written with an audit entry.
 */
export const bookingRents = pgTable(
  'booking_rents',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    monthlyRent: money('monthly_rent').notNull(),
    reason: text('reason'),
    createdBy: actorColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.effectiveFrom] }),
    check('booking_rents_rent_check', sql`${t.monthlyRent} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('restrict'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    reference: text('reference'),
    status: text('status').notNull().default('completed'),
    /** What the payment settles: rent and charges, or the security deposit; or a deposit refunded. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('rent'),
    /** `CODE/2026-27/000001`: gap-free per branch and year, money received only (PAYMENT_DOCUMENTS). */
    // Given by the trigger payments_receipt_no when inserted (migrations 0007_dues and 0023).
    receiptNo: text('receipt_no'),
    ...voidColumns(),
    /**
     * A payment recorded before UTRs were checked whose UTR repeats an earlier one's in the branch
     * (set once by migration 0012): left out of payments_branch_utr_key, so old double entries stay.
     */
    utrUnchecked: boolean('utr_unchecked').notNull().default(false),
    /**
     * The staff member who recorded the payment (or confirmed a tenant's claim of it); null for
     * one recorded before this was kept and not found in the audit log (migration 0037).
     */
    recordedBy: actorColumn('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // A UTR is recorded once per branch (voided payments aside), whoever records it at the same moment.
    // Money received only: a refund paid out by UPI carries the owner's own UTR.
    uniqueIndex('payments_branch_utr_key')
      .on(t.branchId, sql`upper(${t.reference})`)
      .where(
        sql`${t.method} in ('upi', 'bank_transfer') and ${t.purpose} in ('rent', 'deposit') and ${t.reference} is not null and ${t.voidedAt} is null and not ${t.utrUnchecked}`,
      ),
    index('payments_branch_date_idx').on(t.branchId, t.date, t.createdAt, t.id),
    // The list's filters and sorts (modules/payments/list.ts): by method, by amount, and the few voided
    // or not completed ones, each in its list order so that a first page reads a page of index entries.
    index('payments_branch_method_date_idx').on(t.branchId, t.method, t.date, t.createdAt, t.id),
    index('payments_branch_amount_idx').on(t.branchId, t.amount, t.createdAt, t.id),
    index('payments_branch_exceptions_idx')
      .on(t.branchId, t.date, t.createdAt, t.id)
      .where(sql`${t.voidedAt} is not null or ${t.status} <> 'completed'`),
    uniqueIndex('payments_branch_receipt_key').on(t.branchId, t.receiptNo),
    check('payments_purpose_check', isOneOf(t.purpose, PAYMENT_PURPOSES)),
    voidCheck('payments_void_check', t),
    index('payments_tenant_idx').on(t.tenantId),
    // Balances: a branch's completed payments per tenant, voided ones left out.
    index('payments_branch_tenant_idx')
      .on(t.branchId, t.tenantId)
      .where(sql`${t.status} = 'completed' and ${t.voidedAt} is null`),
    index('payments_booking_idx').on(t.bookingId),
    // Deposits held by a branch (the Dues page's card): its deposits, refunds and deposits applied.
    index('payments_branch_deposits_idx')
      .on(t.branchId)
      .where(
        sql`${t.purpose} in ('deposit', 'refund', 'deposit_applied') and ${t.status} = 'completed' and ${t.voidedAt} is null`,
      ),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', isOneOf(t.method, PAYMENT_METHODS)),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('restrict'),
    category: text('category').notNull(),
    priority: text('priority', { enum: COMPLAINT_PRIORITIES }).notNull().default('medium'),
    description: text('description').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    statusChangedAt: timestampTz('status_changed_at'),
    statusChangedBy: actorColumn('status_changed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_branch_created_idx').on(t.branchId, t.createdAt, t.id),
    index('complaints_branch_status_idx').on(t.branchId, t.status),
    // The list filtered by status or priority, newest first.
    index('complaints_branch_status_created_idx').on(t.branchId, t.status, t.createdAt, t.id),
    index('complaints_branch_priority_created_idx').on(t.branchId, t.priority, t.createdAt, t.id),
    // Search by tenant name (OR-ed with the trigram index), and the foreign key's checks.
    index('complaints_tenant_idx').on(t.tenantId),
    check('complaints_priority_check', isOneOf(t.priority, COMPLAINT_PRIORITIES)),
    check('complaints_status_check', isOneOf(t.status, COMPLAINT_STATUSES)),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    branchId: branchColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    amount: money('amount').notNull(),
    vendor: text('vendor'),
    note: text('note'),
    /** The property it was spent on (of the same branch); null: the branch as a whole. */
    propertyId: uuid('property_id'),
    /** A photo of the bill (the file store's id, encrypted); null: none. */
    billFileId: uuid('bill_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** The recurring expense this is the posting of, and the month it posts for (YYYY-MM-01). */
    recurringId: uuid('recurring_id').references((): AnyPgColumn => recurringExpenses.id),
    postedMonth: date('posted_month', { mode: 'string' }),
    ...voidColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // A property of the expense's own branch; deleting the property leaves the expense unassigned
    // (migration 0039 sets only property_id to null).
    foreignKey({
      name: 'expenses_property_branch_fk',
      columns: [t.propertyId, t.branchId],
      foreignColumns: [properties.id, properties.branchId],
    }).onDelete('set null'),
    // A recurring expense posts once per month, whichever server runs the job, and a voided
    // posting keeps its month.
    uniqueIndex('expenses_recurring_month_key').on(t.recurringId, t.postedMonth),
    check('expenses_posting_check', sql`(${t.recurringId} is null) = (${t.postedMonth} is null)`),
    index('expenses_branch_date_idx').on(t.branchId, t.date, t.createdAt, t.id),
    // Distinct categories of a branch by a skip scan: one index probe per category, not per expense.
    index('expenses_branch_category_idx').on(t.branchId, sql`lower(trim(${t.category}))`),
    // The list filtered by one category in date order, and sorted by amount.
    index('expenses_branch_category_date_idx').on(
      t.branchId,
      sql`lower(trim(${t.category}))`,
      t.date,
      t.createdAt,
      t.id,
    ),
    index('expenses_branch_amount_idx').on(t.branchId, t.amount, t.createdAt, t.id),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    voidCheck('expenses_void_check', t),
  ],
);

/**
 * The last receipt number given per branch and financial year ('2026-27'). The row is locked by
 * the upsert that takes the next number, in the payment's transaction, so numbers are gap-free
 * and never given twice, whichever server records the payment.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    branchId: branchColumn(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.financialYear] })],
);

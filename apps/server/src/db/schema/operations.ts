import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, money, timestampTz } from './columns.ts';
import { beds, branches } from './inventory.ts';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    joinedAt: date('joined_at', { mode: 'string' }).notNull().default(sql`current_date`),
    leftAt: date('left_at', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenants_branch_created_idx').on(t.branchId, t.createdAt),
    // The Tenants page's two tables and the pickers: page one and the counts stay fast however many
    // tenants a branch has had (most of an old PG's tenants have left).
    index('tenants_branch_active_idx').on(t.branchId, t.createdAt).where(sql`${t.leftAt} is null`),
    index('tenants_branch_left_idx')
      .on(t.branchId, t.leftAt, t.createdAt)
      .where(sql`${t.leftAt} is not null`),
    index('tenants_branch_active_name_idx')
      .on(t.branchId, sql`lower(${t.name})`)
      .where(sql`${t.leftAt} is null`),
    index('tenants_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.phone} || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    bedId: uuid('bed_id')
      .notNull()
      .references(() => beds.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    totalRent: money('total_rent').notNull(),
    status: text('status', { enum: ['booked', 'checked_in', 'checked_out', 'cancelled'] })
      .notNull()
      .default('booked'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_branch_created_idx').on(t.branchId, t.createdAt),
    index('bookings_tenant_idx').on(t.tenantId),
    index('bookings_bed_idx').on(t.bedId),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_status_check', sql`${t.status} in ('booked', 'checked_in', 'checked_out', 'cancelled')`),
    check('bookings_rent_check', sql`${t.totalRent} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    method: text('method', { enum: ['cash', 'card', 'upi', 'bank_transfer', 'wallet'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    reference: text('reference'),
    status: text('status').notNull().default('completed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_branch_date_idx').on(t.branchId, t.date, t.createdAt),
    index('payments_tenant_idx').on(t.tenantId),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', sql`${t.method} in ('cash', 'card', 'upi', 'bank_transfer', 'wallet')`),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'critical'] })
      .notNull()
      .default('medium'),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    statusChangedAt: timestampTz('status_changed_at'),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_branch_created_idx').on(t.branchId, t.createdAt),
    index('complaints_branch_status_idx').on(t.branchId, t.status),
    // Search by tenant name (OR-ed with the trigram index), and the foreign key's checks.
    index('complaints_tenant_idx').on(t.tenantId),
    check('complaints_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
    check('complaints_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved', 'closed')`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    amount: money('amount').notNull(),
    vendor: text('vendor'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('expenses_branch_date_idx').on(t.branchId, t.date, t.createdAt),
    // Distinct categories of a branch by a skip scan: one index probe per category, not per expense.
    index('expenses_branch_category_idx').on(t.branchId, sql`lower(trim(${t.category}))`),
    check('expenses_amount_check', sql`${t.amount} > 0`),
  ],
);

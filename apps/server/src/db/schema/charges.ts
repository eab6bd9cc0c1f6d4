import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, money, timestampTz } from './columns.ts';
import { branchColumn } from './inventory.ts';
import { bookings, tenantColumn } from './operations.ts';
import { settlements } from './settlements.ts';

/** What a tenant owes besides rent: electricity, food, damage... due on its date. */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('restrict'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    description: text('description'),
    amount: money('amount').notNull(),
    voidedAt: timestampTz('voided_at'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /** A deduction from the deposit made at a move-out settlement. */
    settlementId: uuid('settlement_id').references(() => settlements.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('charges_settlement_idx').on(t.settlementId),
    index('charges_tenant_date_idx').on(t.tenantId, t.date),
    index('charges_branch_date_idx').on(t.branchId, t.date),
    index('charges_booking_idx').on(t.bookingId),
    check('charges_amount_check', sql`${t.amount} > 0`),
    check('charges_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
  ],
);

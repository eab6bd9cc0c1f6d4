import { PAYMENT_METHODS } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, money } from './columns.ts';
import { branchColumn } from './inventory.ts';
import { bookings, tenantColumn } from './operations.ts';

/**
 * A move-out settlement of a booking (one at most): its figures as agreed and signed, worked out in
 * SQL in the transaction that checked the tenant out. Its deductions are charges (settlement_id),
 * the deposit applied and the refund are payments of the tenant.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: id(),
    branchId: branchColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    tenantId: tenantColumn('restrict'),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    /** The stay's end date before the settlement; null: it ran until notice. */
    bookedEndDate: date('booked_end_date', { mode: 'string' }),
    tenantLeaves: boolean('tenant_leaves').notNull(),
    rentDue: money('rent_due').notNull(),
    charges: money('charges').notNull(),
    paid: money('paid').notNull(),
    balance: money('balance').notNull(),
    depositHeld: money('deposit_held').notNull(),
    deductions: money('deductions').notNull(),
    depositApplied: money('deposit_applied').notNull(),
    refund: money('refund').notNull(),
    owed: money('owed').notNull(),
    refundMethod: text('refund_method', { enum: PAYMENT_METHODS }),
    refundReference: text('refund_reference'),
    note: text('note'),
    createdBy: actorColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlements_booking_key').on(t.bookingId),
    index('settlements_branch_idx').on(t.branchId, t.createdAt),
    index('settlements_tenant_idx').on(t.tenantId),
    check('settlements_figures_check', sql`${t.refund} >= 0 and ${t.owed} >= 0 and ${t.deductions} >= 0`),
  ],
);

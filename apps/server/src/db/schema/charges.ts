import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns.ts';
import { meterReadings } from './electricity.ts';
import { branchColumn } from './inventory.ts';
import { bookings, tenantColumn } from './operations.ts';
import { settlements } from './settlements.ts';
import { voidCheck, voidColumns } from './voids.ts';

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
    ...voidColumns(),
    /** A deduction from the deposit made at a move-out settlement. */
    settlementId: uuid('settlement_id').references(() => settlements.id, {
      onDelete: 'restrict',
    }),
    /** The meter reading an 'Electricity' charge bills a share of. */
    meterReadingId: uuid('meter_reading_id').references(() => meterReadings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('charges_settlement_idx').on(t.settlementId),
    index('charges_tenant_date_idx').on(t.tenantId, t.date),
    index('charges_branch_date_idx').on(t.branchId, t.date),
    index('charges_booking_idx').on(t.bookingId),
    index('charges_meter_reading_idx').on(t.meterReadingId),
    check('charges_amount_check', sql`${t.amount} > 0`),
    voidCheck('charges_void_check', t),
  ],
);

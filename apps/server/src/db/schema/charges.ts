import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, money, timestampTz } from './columns.ts';
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
    /** A late fee: the due date of the rent instalment it is for, and the day it accrued for. */
    lateFeeDueDate: date('late_fee_due_date', { mode: 'string' }),
    lateFeeDay: date('late_fee_day', { mode: 'string' }),
  },
  (t) => [
    // One late fee per instalment and day, voided (waived) or not: the daily job may run any
    // number of times, on any number of servers, and adds each at most once.
    uniqueIndex('charges_late_fee_day_idx')
      .on(t.bookingId, t.lateFeeDueDate, t.lateFeeDay)
      .where(sql`${t.lateFeeDay} is not null`),
    check('charges_late_fee_check', sql`(${t.lateFeeDay} is null) = (${t.lateFeeDueDate} is null)`),
    index('charges_settlement_idx').on(t.settlementId),
    index('charges_tenant_date_idx').on(t.tenantId, t.date),
    index('charges_branch_date_idx').on(t.branchId, t.date),
    index('charges_booking_idx').on(t.bookingId),
    index('charges_meter_reading_idx').on(t.meterReadingId),
    check('charges_amount_check', sql`${t.amount} > 0`),
    voidCheck('charges_void_check', t),
  ],
);

/**
 * A branch's late fee rule: after `grace_days` past a rent instalment's due date, a fee per day
 * (or one flat fee) while it stays unpaid, up to `cap` per instalment. Days before `effective_from`
 * (the day the rule was set) accrue nothing. No row: no late fees.
 */
export const lateFeeRules = pgTable(
  'late_fee_rules',
  {
    branchId: branchColumn().primaryKey(),
    graceDays: integer('grace_days').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    cap: money('cap'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
    updatedBy: actorColumn('updated_by'),
  },
  (t) => [
    check('late_fee_rules_kind_check', sql`${t.kind} in ('per_day', 'flat')`),
    check('late_fee_rules_grace_check', sql`${t.graceDays} between 0 and 60`),
    check('late_fee_rules_amount_check', sql`${t.amount} > 0`),
    check('late_fee_rules_cap_check', sql`${t.cap} is null or ${t.cap} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, money } from './columns.ts';
import { branchColumn, properties } from './inventory.ts';

/**
 * An expense that falls due every month on a day (rent of the building, salaries, internet),
 * entered once. The daily job (modules/expenses/recurring-job.ts) posts each month's expense, dated
 * that month's day (the month's last day when it is shorter), from the month of `starts_on` until
 * `ends_on` (null: no end yet); expenses_recurring_month_key keeps it to one posting a month.
 */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: id(),
    branchId: branchColumn(),
    propertyId: uuid('property_id'),
    category: text('category').notNull(),
    amount: money('amount').notNull(),
    vendor: text('vendor'),
    note: text('note'),
    /** The day of the month it posts on (1 to 31; a shorter month posts on its last day). */
    dayOfMonth: integer('day_of_month').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** No posting is dated after it. */
    endsOn: date('ends_on', { mode: 'string' }),
    createdBy: actorColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'recurring_expenses_property_branch_fk',
      columns: [t.propertyId, t.branchId],
      foreignColumns: [properties.id, properties.branchId],
    }).onDelete('set null'),
    index('recurring_expenses_branch_idx').on(t.branchId, t.createdAt),
    check('recurring_expenses_amount_check', sql`${t.amount} > 0`),
    check('recurring_expenses_day_check', sql`${t.dayOfMonth} between 1 and 31`),
    check('recurring_expenses_end_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns.ts';
import { files } from './files.ts';
import { beds, branchColumn, branches, rooms } from './inventory.ts';
import { voidCheck, voidColumns } from './voids.ts';

/**
 * A branch's electricity rate: the price of a unit, an optional fixed minimum per reading, and how
 * a room's bill is shared: by the days each tenant stayed in the period, or equally per head.
 */
export const electricityRates = pgTable(
  'electricity_rates',
  {
    branchId: uuid('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    ratePerUnit: money('rate_per_unit').notNull(),
    minimumAmount: money('minimum_amount'),
    split: text('split', { enum: ['days', 'per_head'] })
      .notNull()
      .default('days'),
    createdAt: createdAt(),
  },
  (t) => [
    check('electricity_rates_rate_check', sql`${t.ratePerUnit} >= 0`),
    check('electricity_rates_minimum_check', sql`${t.minimumAmount} is null or ${t.minimumAmount} >= 0`),
  ],
);

/** A room's electricity meter (or one bed's, when the bed has its own). */
export const meters = pgTable(
  'meters',
  {
    id: id(),
    branchId: branchColumn(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedId: uuid('bed_id').references(() => beds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('meters_room_idx').on(t.roomId)],
);

/**
 * A meter reading: the counter on a date. A reading after another bills the units between them;
 * a new meter's first reading (or a meter's very first) bills nothing and starts the count again.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    branchId: branchColumn(),
    meterId: uuid('meter_id')
      .notNull()
      .references(() => meters.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reading: numeric('reading', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    newMeter: boolean('new_meter').notNull().default(false),
    /** The reading before this one (null: the first of its meter, or a new meter's). */
    previousReadingId: uuid('previous_reading_id'),
    units: numeric('units', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    amount: money('amount').notNull().default(0),
    /** A photo of the meter showing the reading (the file store's id); null: none. */
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...voidColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('meter_readings_meter_date_idx').on(t.meterId, t.date),
    check('meter_readings_reading_check', sql`${t.reading} >= 0`),
    voidCheck('meter_readings_void_check', t),
  ],
);

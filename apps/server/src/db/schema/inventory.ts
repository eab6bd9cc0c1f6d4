import { DUE_DAY_MODES, LOCK_IN_CHARGES } from '@pg/contracts/rent';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { naturalKey } from '../../lib/natural-order.ts';
import { createdAt, id, isOneOf, money, timestampTz } from './columns.ts';

export const branches = pgTable(
  'branches',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    contact: text('contact'),
    /** Payment details (branches.ts branchPaymentDetailsInput): UPI, landlord, reminder message. */
    upiId: text('upi_id'),
    payeeName: text('payee_name'),
    landlordName: text('landlord_name'),
    landlordPan: text('landlord_pan'),
    landlordAddress: text('landlord_address'),
    reminderTemplate: text('reminder_template'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('branches_code_lower_key').on(sql`lower(${t.code})`),
    index('branches_created_idx').on(t.createdAt),
  ],
);

/** The branch a row belongs to (the access boundary): deleted with its branch. */
export const branchColumn = () =>
  uuid('branch_id')
    .notNull()
    .references(() => branches.id, { onDelete: 'cascade' });

export const properties = pgTable(
  'properties',
  {
    id: id(),
    branchId: branchColumn(),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('properties_branch_idx').on(t.branchId, t.createdAt),
    // The target of (property_id, branch_id) foreign keys: a record names a property of its own branch.
    unique('properties_id_branch_key').on(t.id, t.branchId),
  ],
);

export const floors = pgTable(
  'floors',
  {
    id: id(),
    branchId: branchColumn(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    floorNumber: integer('floor_number').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('floors_property_number_key').on(t.propertyId, t.floorNumber),
    // The floors page's order (by number), read from the index for page one.
    index('floors_branch_number_idx').on(t.branchId, t.floorNumber),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    branchId: branchColumn(),
    floorId: uuid('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    roomNumber: text('room_number').notNull(),
    name: text('name').notNull(),
    roomType: text('room_type'),
    capacity: integer('capacity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rooms_floor_number_key').on(t.floorId, t.roomNumber),
    // The rooms page's natural order ('2' before '10'): the same expressions as the list query's
    // ORDER BY (lib/natural-order.ts), so page one is read from the index.
    index('rooms_branch_number_idx').on(t.branchId, ...naturalKey(t.roomNumber)),
    check('rooms_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

export const beds = pgTable(
  'beds',
  {
    id: id(),
    branchId: branchColumn(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedNumber: text('bed_number').notNull(),
    bedType: text('bed_type').notNull(),
    /** The bed's rent per day, for per-day stays; empty when the bed is let by the month alone. */
    baseRentPerDay: money('base_rent_per_day'),
    /** The bed's rent per month, for monthly stays (the booking's rent per month starts from it). */
    monthlyRent: money('monthly_rent'),
    /**
     * Out of service from `since` until `until` (both included; no until: until further notice),
     * for `reason`. A bed's status is otherwise derived from its bookings (modules/beds/status.ts).
     */
    outOfServiceSince: date('out_of_service_since', { mode: 'string' }),
    outOfServiceUntil: date('out_of_service_until', { mode: 'string' }),
    outOfServiceReason: text('out_of_service_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('beds_room_number_key').on(t.roomId, t.bedNumber),
    check(
      'beds_out_of_service_check',
      sql`${t.outOfServiceSince} is not null or (${t.outOfServiceUntil} is null and ${t.outOfServiceReason} is null)`,
    ),
    check('beds_out_of_service_until_check', sql`${t.outOfServiceUntil} >= ${t.outOfServiceSince}`),
    // The beds page's natural order by bed number (see rooms_branch_number_idx).
    index('beds_branch_number_idx').on(t.branchId, ...naturalKey(t.bedNumber)),
    check('beds_rent_check', sql`${t.baseRentPerDay} > 0`),
    check('beds_monthly_rent_check', sql`${t.monthlyRent} > 0`),
    // A rent per day, a rent per month, or both.
    check('beds_some_rent_check', sql`${t.baseRentPerDay} is not null or ${t.monthlyRent} is not null`),
  ],
);

/**
 * A branch's billing defaults for monthly stays, copied onto each monthly booking when it is made
 * (a booking keeps the terms it was made on): the due day, the notice period and the lock-in.
 * No row: DEFAULT_BRANCH_BILLING (contracts/rent.ts).
 */
export const branchBilling = pgTable(
  'branch_billing',
  {
    branchId: uuid('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    dueDay: text('due_day', { enum: DUE_DAY_MODES }).notNull().default('calendar'),
    noticeDays: integer('notice_days').notNull().default(30),
    lockInMonths: integer('lock_in_months').notNull().default(0),
    lockInCharge: text('lock_in_charge', { enum: LOCK_IN_CHARGES }).notNull().default('rest_of_lock_in'),
    /** The fixed amount owed for leaving inside the lock-in ('fixed'). */
    lockInAmount: money('lock_in_amount'),
    updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('branch_billing_due_day_check', isOneOf(t.dueDay, DUE_DAY_MODES)),
    check('branch_billing_lock_in_charge_check', isOneOf(t.lockInCharge, LOCK_IN_CHARGES)),
    check('branch_billing_notice_check', sql`${t.noticeDays} between 0 and 365`),
    check('branch_billing_lock_in_check', sql`${t.lockInMonths} between 0 and 36`),
    check(
      'branch_billing_lock_in_amount_check',
      sql`(${t.lockInCharge} = 'fixed') = (${t.lockInAmount} is not null) and ${t.lockInAmount} >= 0`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns.ts';

export const branches = pgTable(
  'branches',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    contact: text('contact'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('branches_code_lower_key').on(sql`lower(${t.code})`),
    index('branches_created_idx').on(t.createdAt),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('properties_branch_idx').on(t.branchId, t.createdAt)],
);

export const floors = pgTable(
  'floors',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
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
    index('floors_branch_idx').on(t.branchId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
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
    index('rooms_branch_idx').on(t.branchId),
    check('rooms_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

export const beds = pgTable(
  'beds',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedNumber: text('bed_number').notNull(),
    bedType: text('bed_type').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    baseRentPerDay: money('base_rent_per_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('beds_room_number_key').on(t.roomId, t.bedNumber),
    index('beds_branch_idx').on(t.branchId, t.isAvailable),
    check('beds_rent_check', sql`${t.baseRentPerDay} > 0`),
  ],
);

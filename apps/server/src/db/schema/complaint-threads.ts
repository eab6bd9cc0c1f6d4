import { COMPLAINT_REPLY_KINDS } from '@pg/contracts/complaints';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, isOneOf } from './columns.ts';
import { files } from './files.ts';
import { branchColumn, properties } from './inventory.ts';
import { complaints } from './operations.ts';

/** The photos a tenant sent with a complaint (at most three, in order), encrypted in `files`. */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaint_photos_complaint_position_key').on(t.complaintId, t.position),
    check('complaint_photos_position_check', sql`${t.position} between 1 and 3`),
  ],
);

/**
 * A complaint's thread: replies of staff (author_id) or of the tenant (by_tenant), the note of a
 * resolution and the reason of a reopening, oldest first.
 */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COMPLAINT_REPLY_KINDS }).notNull().default('reply'),
    byTenant: boolean('by_tenant').notNull().default(false),
    authorId: actorColumn('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_replies_complaint_idx').on(t.complaintId, t.createdAt),
    check('complaint_replies_kind_check', isOneOf(t.kind, COMPLAINT_REPLY_KINDS)),
  ],
);

/** A notice to a branch's tenants, or to one property's; shown until its last day (if any). */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    branchId: branchColumn(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdBy: actorColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_branch_created_idx').on(t.branchId, t.createdAt)],
);

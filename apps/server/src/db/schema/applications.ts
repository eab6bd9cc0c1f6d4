import { APPLICATION_STATUSES } from '@pg/contracts/applications';
import { NOTIFICATION_KINDS } from '@pg/contracts/notifications';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumn, userColumn } from './auth.ts';
import { createdAt, id, isOneOf, timestampTz } from './columns.ts';
import { files } from './files.ts';
import { branchColumn } from './inventory.ts';
import { tenants } from './operations.ts';

export const tenantApplications = pgTable(
  'tenant_applications',
  {
    id: id(),
    branchId: branchColumn(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** AES-256-GCM ciphertext of the Aadhar number (iv | tag | data, base64). */
    aadharEncrypted: text('aadhar_encrypted').notNull(),
    /** HMAC-SHA-256 of the number, for spotting repeat applications without decrypting. */
    aadharHash: text('aadhar_hash').notNull(),
    aadharLast4: text('aadhar_last4').notNull(),
    selfieFileId: uuid('selfie_file_id').references(() => files.id, { onDelete: 'set null' }),
    aadharPhotoFileId: uuid('aadhar_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    consentAt: timestampTz('consent_at').notNull(),
    /** The version of the consent text the applicant agreed to (contracts' CONSENT_VERSION). */
    consentVersion: text('consent_version').notNull().default('v1'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: actorColumn('reviewed_by'),
    reviewedAt: timestampTz('reviewed_at'),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_applications_branch_idx').on(t.branchId, t.status, t.createdAt, t.id),
    index('tenant_applications_hash_idx').on(t.aadharHash),
    check('tenant_applications_status_check', isOneOf(t.status, APPLICATION_STATUSES)),
  ],
);

/** Notifications of a branch; read state is per user. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    branchId: branchColumn(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** Identifies the record behind it, so the same event is never notified twice. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_branch_idx').on(t.branchId, t.createdAt),
    uniqueIndex('notifications_dedupe_key').on(t.branchId, t.dedupeKey),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: userColumn(),
    branchId: branchColumn(),
    /** Everything created up to this instant counts as read. */
    readUpTo: timestampTz('read_up_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] })],
);

import { ID_DOCUMENT_TYPES } from '@pg/contracts/tenant-records';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, isOneOf, timestampTz } from './columns.ts';
import { files } from './files.ts';
import { branchColumn } from './inventory.ts';
import { tenantColumn } from './operations.ts';

/**
 * A tenant's identity documents. The number is kept as an application's Aadhaar number is:
 * AES-256-GCM ciphertext bound to the row, a keyed hash, and the last four digits to show.
 */
export const tenantDocuments = pgTable(
  'tenant_documents',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('cascade'),
    type: text('type', { enum: ID_DOCUMENT_TYPES }).notNull(),
    numberEncrypted: text('number_encrypted').notNull(),
    numberHash: text('number_hash').notNull(),
    numberLast4: text('number_last4').notNull(),
    frontFileId: uuid('front_file_id').references(() => files.id, { onDelete: 'set null' }),
    backFileId: uuid('back_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_documents_tenant_idx').on(t.tenantId, t.createdAt),
    index('tenant_documents_hash_idx').on(t.numberHash),
    check('tenant_documents_type_check', isOneOf(t.type, ID_DOCUMENT_TYPES)),
  ],
);

/** The visitor register of a branch. */
export const visitors = pgTable(
  'visitors',
  {
    id: id(),
    branchId: branchColumn(),
    tenantId: tenantColumn('cascade'),
    name: text('name').notNull(),
    phone: text('phone'),
    purpose: text('purpose'),
    inAt: timestampTz('in_at').notNull(),
    outAt: timestampTz('out_at'),
    idType: text('id_type', { enum: ID_DOCUMENT_TYPES }),
    idLast4: text('id_last4'),
    createdBy: actorColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitors_branch_in_idx').on(t.branchId, t.inAt),
    index('visitors_tenant_idx').on(t.tenantId),
    check('visitors_id_type_check', isOneOf(t.idType, ID_DOCUMENT_TYPES)),
    check('visitors_out_check', sql`${t.outAt} is null or ${t.outAt} >= ${t.inAt}`),
  ],
);

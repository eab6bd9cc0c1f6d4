import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { createdAt, id, timestampTz } from './columns.ts';
import { tenantColumn, tenants } from './operations.ts';

/**
 * 'Invite to the tenant app': a single-use link, valid 7 days, stored as the SHA-256 hash of its
 * token (the token itself is only in the link). Opening it, the tenant sets their PIN.
 */
export const tenantInvites = pgTable(
  'tenant_invites',
  {
    id: id(),
    tenantId: tenantColumn('cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdBy: actorColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_invites_token_hash_key').on(t.tokenHash),
    index('tenant_invites_tenant_idx').on(t.tenantId),
  ],
);

/** A tenant's PIN (argon2id, as staff passwords): set from an invite, replaced by a new one. */
export const tenantLogins = pgTable('tenant_logins', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
});

/**
 * A tenant's session in the tenant app: its own audience, apart from staff sessions. The refresh
 * token is stored as a hash and rotated on each use; a new PIN ends every session.
 */
export const tenantSessions = pgTable(
  'tenant_sessions',
  {
    id: id(),
    tenantId: tenantColumn('cascade'),
    refreshHash: text('refresh_hash').notNull(),
    createdAt: createdAt(),
    refreshedAt: timestampTz('refreshed_at').notNull().default(sql`now()`),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    uniqueIndex('tenant_sessions_refresh_hash_key').on(t.refreshHash),
    index('tenant_sessions_tenant_idx').on(t.tenantId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { branchColumn, branches } from './inventory.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** The name shown where the user acted (complaint replies, the audit log); the e-mail when null. */
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    /** Works in every branch (super admins always do; an admin when a super admin sets this). */
    allBranches: boolean('all_branches').notNull().default(false),
    /**
     * The branch the user last chose in the header, opened again at their next sign-in on any
     * device (forgotten with the branch; a branch taken away is simply not among theirs then).
     */
    lastBranchId: uuid('last_branch_id').references((): AnyPgColumn => branches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** The user a row belongs to: deleted with them. */
export const userColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The user who did something to a row (created, voided, reviewed it...): null once they are deleted. */
export const actorColumn = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** A signed-in session: one per sign-in, ended by logout, by a password change or by token reuse. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userColumn(),
    createdAt: createdAt(),
    /** Last refresh; the idle lifetime counts from here. */
    refreshedAt: timestampTz('refreshed_at').notNull().default(sql`now()`),
    revokedAt: timestampTz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token: the child is derived from
 * the parent (HMAC), so a reuse inside the short window answers with the same child, and a later
 * replay of a rotated token revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    parentId: uuid('parent_id'),
    rotatedAt: timestampTz('rotated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    isSystem: boolean('is_system').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    module: text('module').notNull(),
    feature: text('feature').notNull(),
    action: text('action').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('permissions_feature_action_key').on(t.feature, t.action)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoleAssignments = pgTable(
  'user_role_assignments',
  {
    userId: userColumn(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_role_assignments_role_idx').on(t.roleId),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: userColumn(),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);

/** The branches a user works in (besides users with `all_branches` and super admins, who work in all). */
export const userBranches = pgTable(
  'user_branches',
  {
    userId: userColumn(),
    branchId: branchColumn(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] }), index('user_branches_branch_idx').on(t.branchId)],
);

/**
 * Counters of fixed windows, shared by every server: a bucket names what is counted (failed
 * sign-ins per account and address, per address, per account; public applications per address)
 * and one atomic `insert ... on conflict do update ... returning` counts and checks in one step.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * Answers of money-writing requests sent with an `Idempotency-Key`, kept 24 hours: a repeat with
 * the same key and body gets the stored answer; `status` is null while the first is in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userColumn(),
    key: text('key').notNull(),
    /** The matched route and method, e.g. `POST /api/branches/:branchId/payments`. */
    route: text('route').notNull(),
    /** SHA-256 of the route's params and body, to refuse the same key with another request. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
    /** The claim of the request running under the key: a token of its own, so only it settles the key. */
    holder: text('holder').notNull().default(''),
    /**
     * Until when the claim holds while no answer is stored: its server renews it while the request
     * runs; a claim whose server died is taken over by a retry once this has passed.
     */
    leaseExpiresAt: timestampTz('lease_expires_at').notNull().default(sql`now() + interval '2 minutes'`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** No longer used: sign-in limits count in `rate_limit_counters`. Kept until a migration drops it. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: actorColumn('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /**
     * The branch of the record the entry is about, so that a reader sees only their branches'
     * entries; null for users, roles and the rest that belong to no branch (super admins' alone).
     */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_branch_created_idx').on(t.branchId, t.createdAt),
    // A record's history: a tenant's data export lists the entries about them.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

/**
 * One row: a number every change of who may do what raises (a trigger on users, sessions, roles,
 * their permissions and overrides, branch assignments and branches). Each server reads it with a
 * cached principal, so a revocation on any server applies at every server's next request.
 */
export const accessVersion = pgTable(
  'access_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('access_version_one_row', sql`${t.id} = 1`)],
);

/**
 * A check of each key the servers of this database must share (JWT_SECRET, DATA_KEY): an HMAC of a
 * fixed text under the key, written by the first server to start. A server whose key gives another
 * check refuses to start and names the key (lib/key-checks.ts).
 */
export const keyChecks = pgTable('key_checks', {
  name: text('name').primaryKey(),
  check: text('check').notNull(),
  createdAt: createdAt(),
});

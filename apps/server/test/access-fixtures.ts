import { randomBytes } from 'node:crypto';
import type { AuditEntry } from '@pg/contracts/audit';
import { inArray, sql } from 'drizzle-orm';
import { query } from '../src/db/client.ts';
import {
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  userRoleAssignments,
  users,
} from '../src/db/schema/auth.ts';
import { startSession } from '../src/modules/auth/sessions.ts';
import { type BranchAccess, grantBranchAccess, type TestApp } from './helper.ts';

/**
 * Users made by direct inserts and signed in by starting a session directly (no password hashing),
 * for tests that need many principals: system roles by name, a custom role holding exactly the given
 * permission keys, and overrides.
 */
export async function makePrincipal(
  t: TestApp,
  opts: {
    roles?: string[];
    rolePermissions?: string[];
    overrides?: { key: string; granted: boolean }[];
  } & BranchAccess = {},
) {
  const { db } = t;
  const [user] = await db
    .insert(users)
    .values({ email: `p-${randomBytes(5).toString('hex')}@example.com`, passwordHash: 'not-a-hash' })
    .returning();
  const roleIds: string[] = [];
  if (opts.roles?.length) {
    const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, opts.roles));
    roleIds.push(...rows.map((r) => r.id));
  }
  if (opts.rolePermissions) {
    const [custom] = await db
      .insert(roles)
      .values({ name: `custom_${randomBytes(5).toString('hex')}`, isSystem: false })
      .returning();
    roleIds.push(custom!.id);
    const ids = await permissionIds(t, opts.rolePermissions);
    if (ids.length) {
      await db
        .insert(rolePermissions)
        .values(ids.map((permissionId) => ({ roleId: custom!.id, permissionId })));
    }
  }
  if (roleIds.length) {
    await db.insert(userRoleAssignments).values(roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  }
  for (const o of opts.overrides ?? []) {
    const [id] = await permissionIds(t, [o.key]);
    await db.insert(userPermissions).values({ userId: user!.id, permissionId: id!, granted: o.granted });
  }
  await grantBranchAccess(db, user!.id, opts);
  const session = await startSession(db as never, t.config, user!.id, {});
  return {
    user: user!,
    headers: { authorization: `Bearer ${session.body.access_token}` },
  };
}

export async function permissionIds(t: TestApp, keys: string[]) {
  if (!keys.length) return [];
  const rows = await query<{ id: string }>(
    t.db,
    sql`select id from ${permissions} where feature || ':' || action in ${sql`(${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`}`,
  );
  return rows.map((r) => r.id);
}

export async function permissionId(t: TestApp, key: string) {
  const [id] = await permissionIds(t, [key]);
  if (!id) throw new Error(`no permission ${key}`);
  return id;
}

export async function roleId(t: TestApp, name: string) {
  const rows = await query<{ id: string }>(t.db, sql`select id from roles where name = ${name}`);
  if (!rows[0]) throw new Error(`no role ${name}`);
  return rows[0].id;
}

/** Audit records of one action about one entity, oldest first. */
export async function auditOf(t: TestApp, action: string, entityId?: string) {
  return query<Omit<AuditEntry, 'id'>>(
    t.db,
    sql`select actor_id, actor_email, action, entity, entity_id, before, after, created_at from audit_log
        where action = ${action} ${entityId ? sql`and entity_id = ${entityId}` : sql``} order by created_at, id`,
  );
}

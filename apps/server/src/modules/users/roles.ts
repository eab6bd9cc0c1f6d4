import { permissionKey } from '@pg/contracts/permissions';
import { CANNOT_DELETE_SYSTEM_ROLES, delegationMessage } from '@pg/contracts/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { type Db, query, type Tx } from '../../db/client.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/auth.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { Missing } from '../../lib/not-found.ts';
import { assertHoldsAll, assertMayChangeRole } from './delegation.ts';

type RoleRow = {
  id: string;
  name: string;
  description: string | null;
  is_system: boolean;
  created_at: string | Date;
  user_count: number;
};

const toRole = (r: RoleRow) => ({ ...r, created_at: new Date(r.created_at).toISOString() });

const roleSelect = sql`select r.id, r.name, r.description, r.is_system, r.created_at,
  (select count(*)::int from user_role_assignments ura where ura.role_id = r.id) as user_count
  from roles r`;

/** Roles, newest first (the system roles, seeded together, by name). */
export async function listRoles(db: Tx) {
  const rows = await query<RoleRow>(db, sql`${roleSelect} order by r.created_at desc, r.name`);
  return { items: rows.map(toRole), total: rows.length };
}

export async function getRole(db: Tx, id: string) {
  const [row] = await query<RoleRow>(db, sql`${roleSelect} where r.id = ${id}`);
  return row ? toRole(row) : null;
}

export async function getRoleByName(db: Tx, name: string) {
  const [row] = await query<RoleRow>(db, sql`${roleSelect} where r.name = ${name}`);
  return row ? toRole(row) : null;
}

/**
 * 'Create Role': a custom role (an empty one: it gives nothing until permissions are added),
 * audited. A clash of names (with a system role too) is the database's to refuse.
 */
export async function createRole(
  db: Db,
  actor: Principal,
  input: { name: string; description: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roles)
      .values({ name: input.name, description: input.description, isSystem: false })
      .returning({ id: roles.id });
    const created = (await getRole(tx, row!.id))!;
    await writeAudit(tx, {
      actor,
      action: 'role.create',
      entity: 'role',
      entityId: created.id,
      after: { name: created.name, description: created.description, is_system: created.is_system },
    });
    return created;
  });
}

/**
 * Deletes a custom role, audited; its assignments and permissions go with it. Deleting takes its
 * permissions from its holders, so it needs them all (see delegation.ts). Null when there is none.
 */
export async function deleteRole(db: Db, actor: Principal, id: string) {
  return db.transaction(async (tx) => {
    const role = await getRole(tx, id);
    if (!role) return null;
    if (role.is_system) throw conflict(CANNOT_DELETE_SYSTEM_ROLES);
    assertMayChangeRole(actor, role);
    const permissionKeys = await rolePermissionKeys(tx, id);
    assertHoldsAll(actor, permissionKeys, (missing) => delegationMessage.deleteRole(role.name, missing));
    const users = await query<{ user_id: string }>(
      tx,
      sql`select user_id from user_role_assignments where role_id = ${id} order by user_id`,
    );
    await tx.delete(roles).where(eq(roles.id, id));
    const deleted = { ...role, permissions: permissionKeys, user_ids: users.map((u) => u.user_id) };
    await writeAudit(tx, {
      actor,
      action: 'role.delete',
      entity: 'role',
      entityId: deleted.id,
      before: {
        name: deleted.name,
        description: deleted.description,
        permissions: deleted.permissions,
        user_ids: deleted.user_ids,
      },
    });
    return deleted;
  });
}

/** The catalogue, by module, feature and action. */
export async function listPermissions(db: Tx) {
  const rows = await db
    .select()
    .from(permissions)
    .orderBy(asc(permissions.module), asc(permissions.feature), asc(permissions.action));
  return rows.map((p) => ({ ...p, key: permissionKey(p) }));
}

export async function getPermission(db: Tx, id: string) {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id));
  return row ? { ...row, key: permissionKey(row) } : null;
}

/** The ids of the permissions a role gives; null when there is no such role. */
export async function rolePermissionIds(db: Tx, roleId: string) {
  if (!(await getRole(db, roleId))) return null;
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.id).sort();
}

/** The permission keys (`feature:action`) a role gives. */
export async function rolePermissionKeys(db: Tx, roleId: string) {
  const rows = await query<{ key: string }>(
    db,
    sql`select p.feature || ':' || p.action as key from role_permissions rp
        join permissions p on p.id = rp.permission_id where rp.role_id = ${roleId} order by 1`,
  );
  return rows.map((r) => r.key);
}

/** Adds or removes one permission of a role; true when something changed. */
async function setRolePermission(tx: Tx, roleId: string, permissionId: string, on: boolean) {
  if (on) {
    const rows = await tx
      .insert(rolePermissions)
      .values({ roleId, permissionId })
      .onConflictDoNothing()
      .returning({ roleId: rolePermissions.roleId });
    return rows.length > 0;
  }
  const rows = await tx
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)))
    .returning({ roleId: rolePermissions.roleId });
  return rows.length > 0;
}

/**
 * 'Manage Permissions': adds (`on`) or removes one permission of a role, audited when something
 * changed. Refused unless the actor may change the role and holds the permission (delegation.ts);
 * the super_admin role always holds everything. Whether something changed; null when there is no
 * such role, Missing when there is no such permission.
 */
export async function changeRolePermission(
  db: Db,
  actor: Principal,
  params: { id: string; permissionId: string },
  on: boolean,
) {
  return db.transaction(async (tx) => {
    const r = await getRole(tx, params.id);
    if (!r) return null;
    const p = await getPermission(tx, params.permissionId);
    if (!p) return new Missing('Permission');
    assertMayChangeRole(actor, r);
    if (r.name === 'super_admin') throw conflict('The super_admin role always holds every permission');
    assertHoldsAll(actor, [p.key], on ? delegationMessage.give : delegationMessage.take);
    if (!(await setRolePermission(tx, r.id, p.id, on))) return false;
    await writeAudit(tx, {
      actor,
      action: on ? 'role_permission.grant' : 'role_permission.revoke',
      entity: 'role_permission',
      entityId: r.id,
      before: { role: r.name, permission: p.key, granted: !on },
      after: { role: r.name, permission: p.key, granted: on },
    });
    return true;
  });
}

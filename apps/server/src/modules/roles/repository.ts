import { permissionKey } from '@pg/contracts/permissions';
import type { CreateRoleInput } from '@pg/contracts/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/auth.ts';
import { conflict } from '../../lib/errors.ts';

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

/** Creates a custom role; a clash of names (with a system role too) is the database's to refuse. */
export async function createRole(tx: Tx, input: { name: string; description: string | null }) {
  const [row] = await tx
    .insert(roles)
    .values({ name: input.name, description: input.description, isSystem: false })
    .returning({ id: roles.id });
  return (await getRole(tx, row!.id))!;
}

/** Deletes a custom role; its assignments and permissions go with it. Null when there is none. */
export async function deleteRole(tx: Tx, id: string) {
  const role = await getRole(tx, id);
  if (!role) return null;
  if (role.is_system) throw conflict('Cannot delete system roles');
  const permissionKeys = await rolePermissionKeys(tx, id);
  const users = await query<{ user_id: string }>(
    tx,
    sql`select user_id from user_role_assignments where role_id = ${id} order by user_id`,
  );
  await tx.delete(roles).where(eq(roles.id, id));
  return { ...role, permissions: permissionKeys, user_ids: users.map((u) => u.user_id) };
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

export async function rolePermissionIds(db: Tx, roleId: string) {
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.id).sort();
}

async function rolePermissionKeys(db: Tx, roleId: string) {
  const rows = await query<{ key: string }>(
    db,
    sql`select p.feature || ':' || p.action as key from role_permissions rp
        join permissions p on p.id = rp.permission_id where rp.role_id = ${roleId} order by 1`,
  );
  return rows.map((r) => r.key);
}

/** Adds or removes one permission of a role; true when something changed. */
export async function setRolePermission(tx: Tx, roleId: string, permissionId: string, on: boolean) {
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

export type { CreateRoleInput };

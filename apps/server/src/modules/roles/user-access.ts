import { explainPermissions } from '@pg/contracts/roles';
import { and, eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { userPermissions, userRoleAssignments } from '../../db/schema/auth.ts';
import { listPermissions } from './repository.ts';

/** Every role, with whether the user holds it (system roles first, then by name). */
export async function userRoles(db: Tx, userId: string) {
  return query<{
    id: string;
    name: string;
    description: string | null;
    is_system: boolean;
    assigned: boolean;
  }>(
    db,
    sql`select r.id, r.name, r.description, r.is_system,
          exists (select 1 from user_role_assignments ura where ura.role_id = r.id and ura.user_id = ${userId})
            as assigned
        from roles r order by r.is_system desc, r.name`,
  );
}

export async function userRoleNames(db: Tx, userId: string) {
  const rows = await query<{ name: string }>(
    db,
    sql`select r.name from user_role_assignments ura join roles r on r.id = ura.role_id
        where ura.user_id = ${userId} order by r.name`,
  );
  return rows.map((r) => r.name);
}

/** Gives a role to a user; true when it was not held before. */
export async function assignRole(tx: Tx, userId: string, roleId: string) {
  const rows = await tx
    .insert(userRoleAssignments)
    .values({ userId, roleId })
    .onConflictDoNothing()
    .returning({ userId: userRoleAssignments.userId });
  return rows.length > 0;
}

/** Takes a role from a user; true when it was held. */
export async function unassignRole(tx: Tx, userId: string, roleId: string) {
  const rows = await tx
    .delete(userRoleAssignments)
    .where(and(eq(userRoleAssignments.userId, userId), eq(userRoleAssignments.roleId, roleId)))
    .returning({ userId: userRoleAssignments.userId });
  return rows.length > 0;
}

export async function getOverride(db: Tx, userId: string, permissionId: string) {
  const [row] = await db
    .select({ granted: userPermissions.granted })
    .from(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permissionId, permissionId)));
  return row ? row.granted : null;
}

/** Sets a Grant (true) or Deny (false) override. */
export async function setOverride(tx: Tx, userId: string, permissionId: string, granted: boolean) {
  await tx
    .insert(userPermissions)
    .values({ userId, permissionId, granted })
    .onConflictDoUpdate({
      target: [userPermissions.userId, userPermissions.permissionId],
      set: { granted, createdAt: sql`now()` },
    });
}

/** Default: removes the override; true when there was one. */
export async function clearOverride(tx: Tx, userId: string, permissionId: string) {
  const rows = await tx
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permissionId, permissionId)))
    .returning({ userId: userPermissions.userId });
  return rows.length > 0;
}

/**
 * Every permission of the catalogue as it stands for the user: the override (Grant, Deny or
 * Default), whether the user holds it, and where that comes from.
 */
export async function userPermissionState(db: Tx, userId: string) {
  const [catalogue, roleRows, overrides] = await Promise.all([
    listPermissions(db),
    query<{ name: string; keys: string[] | null }>(
      db,
      sql`select r.name,
            (select json_agg(p.feature || ':' || p.action) from role_permissions rp
               join permissions p on p.id = rp.permission_id where rp.role_id = r.id) as keys
          from user_role_assignments ura join roles r on r.id = ura.role_id where ura.user_id = ${userId}`,
    ),
    db
      .select({ permissionId: userPermissions.permissionId, granted: userPermissions.granted })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId)),
  ]);
  const keyOf = new Map(catalogue.map((p) => [p.id, p.key]));
  const overrideOf = new Map(overrides.map((o) => [o.permissionId, o.granted]));
  const roleNames = roleRows.map((r) => r.name);
  const explained = explainPermissions({
    keys: catalogue.map((p) => p.key),
    roleNames,
    rolePermissions: Object.fromEntries(roleRows.map((r) => [r.name, r.keys ?? []])),
    overrides: overrides.map((o) => ({ key: keyOf.get(o.permissionId)!, granted: o.granted })),
  });
  return {
    is_super_admin: roleNames.includes('super_admin'),
    items: catalogue.map((p) => ({
      id: p.id,
      module: p.module,
      feature: p.feature,
      action: p.action,
      description: p.description,
      key: p.key,
      override: overrideOf.get(p.id) ?? null,
      ...explained.get(p.key)!,
    })),
  };
}

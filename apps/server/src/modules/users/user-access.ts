import { delegationMessage, explainPermissions } from '@pg/contracts/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { type Db, query, type Tx } from '../../db/client.ts';
import { userPermissions, userRoleAssignments } from '../../db/schema/auth.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { Missing } from '../../lib/not-found.ts';
import { assertHoldsAll, assertNotOwnOverrides, assertNotOwnRoles } from './delegation.ts';
import { getUserSummary, lockSuperAdmins } from './repository.ts';
import { getPermission, getRole, listPermissions, rolePermissionKeys } from './roles.ts';

/** Every role, with whether the user holds it (system roles first, then by name); null when there is no such user. */
export async function userRoles(db: Tx, userId: string) {
  if (!(await getUserSummary(db, userId))) return null;
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

async function userRoleNames(db: Tx, userId: string) {
  const rows = await query<{ name: string }>(
    db,
    sql`select r.name from user_role_assignments ura join roles r on r.id = ura.role_id
        where ura.user_id = ${userId} order by r.name`,
  );
  return rows.map((r) => r.name);
}

/** Gives a role to a user; true when it was not held before. */
async function assignRole(tx: Tx, userId: string, roleId: string) {
  const rows = await tx
    .insert(userRoleAssignments)
    .values({ userId, roleId })
    .onConflictDoNothing()
    .returning({ userId: userRoleAssignments.userId });
  return rows.length > 0;
}

/** Takes a role from a user; true when it was held. */
async function unassignRole(tx: Tx, userId: string, roleId: string) {
  const rows = await tx
    .delete(userRoleAssignments)
    .where(and(eq(userRoleAssignments.userId, userId), eq(userRoleAssignments.roleId, roleId)))
    .returning({ userId: userRoleAssignments.userId });
  return rows.length > 0;
}

async function getOverride(db: Tx, userId: string, permissionId: string) {
  const [row] = await db
    .select({ granted: userPermissions.granted })
    .from(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permissionId, permissionId)));
  return row ? row.granted : null;
}

/** Sets a Grant (true) or Deny (false) override. */
async function setOverride(tx: Tx, userId: string, permissionId: string, granted: boolean) {
  await tx
    .insert(userPermissions)
    .values({ userId, permissionId, granted })
    .onConflictDoUpdate({
      target: [userPermissions.userId, userPermissions.permissionId],
      set: { granted, createdAt: sql`now()` },
    });
}

/** Default: removes the override; true when there was one. */
async function clearOverride(tx: Tx, userId: string, permissionId: string) {
  const rows = await tx
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permissionId, permissionId)))
    .returning({ userId: userPermissions.userId });
  return rows.length > 0;
}

/**
 * Every permission of the catalogue as it stands for the user: the override (Grant, Deny or
 * Default), whether the user holds it, and where that comes from. Null when there is no such user.
 */
export async function userPermissionState(db: Tx, userId: string) {
  if (!(await getUserSummary(db, userId))) return null;
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

const overrideName = (granted: boolean | null) => (granted === null ? 'default' : granted ? 'grant' : 'deny');

/** Only a super admin gives or takes the super admin role; only an admin the admin role. */
function assertMayHandleRole(actor: Principal, roleName: string) {
  if (roleName === 'super_admin' && !actor.isSuperAdmin) {
    throw forbidden('Only a super admin can give or take the super_admin role');
  }
  if (roleName === 'admin' && !actor.isAdmin)
    throw forbidden('Only an admin can give or take the admin role');
}

/**
 * 'Assigned Roles': gives (`on`) or takes a role of a user, audited when something changed.
 * Refused for the actor's own roles, for a role carrying a permission the actor does not hold
 * (delegation.ts), and for the last super admin's super_admin role. Whether something changed;
 * null when there is no such user, Missing when there is no such role.
 */
export async function changeUserRole(
  db: Db,
  actor: Principal,
  params: { id: string; roleId: string },
  on: boolean,
) {
  return db.transaction(async (tx) => {
    const user = await getUserSummary(tx, params.id);
    if (!user) return null;
    const r = await getRole(tx, params.roleId);
    if (!r) return new Missing('Role');
    assertNotOwnRoles(actor, user.id);
    assertMayHandleRole(actor, r.name);
    assertHoldsAll(actor, await rolePermissionKeys(tx, r.id), (missing) =>
      on ? delegationMessage.giveRole(r.name, missing) : delegationMessage.takeRole(r.name, missing),
    );
    if (!on && r.name === 'super_admin' && user.roles.includes('super_admin')) {
      if ((await lockSuperAdmins(tx)) <= 1) {
        throw conflict('The last super admin cannot lose the super_admin role');
      }
    }
    const changed = on ? await assignRole(tx, user.id, r.id) : await unassignRole(tx, user.id, r.id);
    if (!changed) return false;
    await writeAudit(tx, {
      actor,
      action: on ? 'user_role.assign' : 'user_role.unassign',
      entity: 'user_role',
      entityId: user.id,
      before: { email: user.email, roles: user.roles },
      after: { email: user.email, roles: await userRoleNames(tx, user.id) },
    });
    return true;
  });
}

/**
 * 'Permission Overrides': Grant (true), Deny (false) or Default (null) for one permission of a
 * user, audited when something changed. Refused for the actor's own overrides and for a permission
 * the actor does not hold, whichever the direction (delegation.ts); a super admin holds everything,
 * so only Default applies to one. Whether something changed; null when there is no such user,
 * Missing when there is no such permission.
 */
export async function changeOverride(
  db: Db,
  actor: Principal,
  params: { id: string; permissionId: string },
  granted: boolean | null,
) {
  return db.transaction(async (tx) => {
    const user = await getUserSummary(tx, params.id);
    if (!user) return null;
    const p = await getPermission(tx, params.permissionId);
    if (!p) return new Missing('Permission');
    assertNotOwnOverrides(actor, user.id);
    if (granted !== null && user.roles.includes('super_admin')) {
      throw conflict('A super admin holds every permission; overrides do not apply');
    }
    const before = await getOverride(tx, params.id, params.permissionId);
    // Grant gives; so does clearing a Deny. Deny, or clearing a Grant, takes away.
    const gives = granted === true || (granted === null && before === false);
    assertHoldsAll(actor, [p.key], gives ? delegationMessage.give : delegationMessage.take);
    if (before === granted) return false;
    if (granted === null) await clearOverride(tx, params.id, params.permissionId);
    else await setOverride(tx, params.id, params.permissionId, granted);
    await writeAudit(tx, {
      actor,
      action: granted === null ? 'user_permission.clear' : 'user_permission.set',
      entity: 'user_permission',
      entityId: params.id,
      before: { email: user.email, permission: p.key, override: overrideName(before) },
      after: { email: user.email, permission: p.key, override: overrideName(granted) },
    });
    return true;
  });
}

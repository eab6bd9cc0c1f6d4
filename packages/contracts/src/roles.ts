import { z } from 'zod';
import { optionalText, text, uuid } from './common.ts';
import type { PermissionOverride } from './permissions.ts';
import { PERMISSIONS, permissionKey, resolvePermissions } from './permissions.ts';

const ROLE_NAME_REQUIRED = 'Role name is required';
export const CANNOT_DELETE_SYSTEM_ROLES = 'Cannot delete system roles';

/** A role's name as stored: trimmed, lowercased, runs of spaces turned into one underscore. */
export const normaliseRoleName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

/** 'Create Role' dialog and `POST /api/roles`. New roles are never system roles. */
export const createRoleSchema = z
  .object({
    name: text({ message: ROLE_NAME_REQUIRED })
      .transform(normaliseRoleName)
      .pipe(
        z
          .string()
          .min(1, { message: ROLE_NAME_REQUIRED })
          .max(50, { message: 'Role name must be at most 50 characters' })
          .regex(/^[a-z0-9_-]+$/, { message: 'Use only letters, digits, spaces, - and _' }),
      ),
    description: optionalText('Description', 500, { multiline: true }),
  })
  .strict();
export type CreateRoleInput = z.input<typeof createRoleSchema>;

export const role = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_system: z.boolean(),
  created_at: z.string(),
  /** How many users hold the role. */
  user_count: z.number(),
});
export type Role = z.infer<typeof role>;

export const permissionRow = z.object({
  id: z.string(),
  module: z.string(),
  feature: z.string(),
  action: z.string(),
  description: z.string(),
  /** `feature:action` */
  key: z.string(),
});
export type PermissionRow = z.infer<typeof permissionRow>;

export const rolePermissionsResponse = z.object({ permission_ids: z.array(z.string()) });
export const rolePermissionParams = z.object({ id: uuid, permissionId: uuid }).strict();
export const userRoleParams = z.object({ id: uuid, roleId: uuid }).strict();
export const userPermissionParams = z.object({ id: uuid, permissionId: uuid }).strict();

/** A role offered on the User Permissions page, with whether the user holds it. */
export const userRole = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_system: z.boolean(),
  assigned: z.boolean(),
});
export type UserRole = z.infer<typeof userRole>;
export const userRolesResponse = z.object({ items: z.array(userRole) });

export const setOverrideSchema = z
  .object({ granted: z.boolean({ message: 'Choose grant or deny' }) })
  .strict();

const PERMISSION_SOURCES = ['super_admin', 'grant', 'deny', 'role', 'none'] as const;
type PermissionSource = (typeof PERMISSION_SOURCES)[number];

/** One permission as it stands for one user: the override, the outcome, and where it comes from. */
export const userPermissionState = permissionRow.extend({
  /** true = Grant, false = Deny, null = Default (no override). */
  override: z.boolean().nullable(),
  allowed: z.boolean(),
  source: z.enum(PERMISSION_SOURCES),
  /** The user's roles that include this permission. */
  roles: z.array(z.string()),
});
export type UserPermissionState = z.infer<typeof userPermissionState>;
export const userPermissionsResponse = z.object({
  is_super_admin: z.boolean(),
  items: z.array(userPermissionState),
});
export type UserPermissionsResponse = z.infer<typeof userPermissionsResponse>;

/**
 * Explains a user's effective permissions: for each key, whether it is held (by the one rule,
 * `resolvePermissions`) and why: super admin, a grant or deny override, a role, or nothing.
 */
export function explainPermissions(input: {
  keys: readonly string[];
  roleNames: readonly string[];
  /** The permission keys of each of the user's roles. */
  rolePermissions: Readonly<Record<string, readonly string[]>>;
  overrides: readonly PermissionOverride[];
}): Map<string, { allowed: boolean; source: PermissionSource; roles: string[] }> {
  const effective = resolvePermissions({
    roleNames: input.roleNames,
    rolePermissions: Object.values(input.rolePermissions).flat(),
    overrides: input.overrides,
  });
  const override = new Map(input.overrides.map((o) => [o.key, o.granted]));
  const superAdmin = input.roleNames.includes('super_admin');
  const result = new Map<string, { allowed: boolean; source: PermissionSource; roles: string[] }>();
  for (const key of input.keys) {
    const roles = Object.entries(input.rolePermissions)
      .filter(([, keys]) => keys.includes(key))
      .map(([name]) => name)
      .sort();
    const o = override.get(key);
    const source: PermissionSource = superAdmin
      ? 'super_admin'
      : o === true
        ? 'grant'
        : o === false
          ? 'deny'
          : roles.length
            ? 'role'
            : 'none';
    result.set(key, { allowed: effective.has(key), source, roles });
  }
  return result;
}

// --- Delegation: nobody gives what they do not hold ----------------------------------------------

/** Who is giving: the signed-in user (the server's principal or the web's session user). */
type Delegator = { isSuperAdmin: boolean; permissions: Iterable<string> };

const catalogueOrder = new Map(PERMISSIONS.map((p, i) => [permissionKey(p), i]));

/**
 * The permissions among `keys` that the user does not hold, in the catalogue's order, without
 * repeats. A super admin holds everything. Giving, taking away, or handing over a role: whatever
 * the change, every permission it touches must be one the user holds.
 */
export function missingPermissions(who: Delegator, keys: Iterable<string>): string[] {
  if (who.isSuperAdmin) return [];
  const held = new Set(who.permissions);
  const missing = [...new Set(keys)].filter((k) => !held.has(k));
  return missing.sort(
    (a, b) =>
      (catalogueOrder.get(a) ?? Number.MAX_SAFE_INTEGER) - (catalogueOrder.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** A permission as people read it: its description ('Create branches'), else its key. */
export const describePermission = (key: string) =>
  PERMISSIONS.find((p) => permissionKey(p) === key)?.description ?? key;
const describeAll = (keys: readonly string[]) => keys.map(describePermission).join(', ');

export const CANNOT_GIVE_UNHELD = 'You can only give permissions you hold yourself';
const CANNOT_TAKE_UNHELD = 'You can only take away permissions you hold yourself';
export const SYSTEM_ROLE_SUPER_ADMIN_ONLY = 'Only a super admin can change the permissions of a system role';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change a role you hold yourself';
export const CANNOT_CHANGE_OWN_ROLES = 'You cannot change your own roles';
export const CANNOT_CHANGE_OWN_OVERRIDES = 'You cannot change your own permissions';

/** The refusals of delegation, naming what the user lacks. */
export const delegationMessage = {
  /** Adding a permission to a role, or a Grant override. */
  give: (missing: readonly string[]) => `${CANNOT_GIVE_UNHELD}: ${describeAll(missing)}`,
  /** Removing a permission from a role, a Deny override, or clearing an override. */
  take: (missing: readonly string[]) => `${CANNOT_TAKE_UNHELD}: ${describeAll(missing)}`,
  /** Assigning a role to a user. */
  giveRole: (role: string, missing: readonly string[]) =>
    `You can only give a role whose permissions you hold yourself. The role ${role} also gives: ${describeAll(missing)}`,
  /** Taking a role from a user. */
  takeRole: (role: string, missing: readonly string[]) =>
    `You can only take away a role whose permissions you hold yourself. The role ${role} also gives: ${describeAll(missing)}`,
  /** Deleting a custom role. */
  deleteRole: (role: string, missing: readonly string[]) =>
    `You can only delete a role whose permissions you hold yourself. The role ${role} also gives: ${describeAll(missing)}`,
};

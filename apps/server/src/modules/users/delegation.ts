import {
  CANNOT_CHANGE_OWN_OVERRIDES,
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_CHANGE_OWN_ROLES,
  missingPermissions,
  SYSTEM_ROLE_SUPER_ADMIN_ONLY,
} from '@pg/contracts/roles';
import type { Principal } from '../../access/principal.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * Delegation: nobody gives what they do not hold. The rule itself, `missingPermissions`, is a pure
 * function in the contracts, so that the web disables what the server would refuse. Every change of access (a role's permissions,
 * a user's roles, a user's overrides, the role of a new user) goes through these checks, in the
 * repository that makes the change, inside its transaction.
 *
 * The rule, decided once for every direction of change:
 * - Giving (adding a permission to a role, a Grant override, assigning a role, creating a user
 *   with a role) needs every permission given.
 * - Taking away (removing a permission from a role, a Deny override, clearing an override,
 *   taking a role, deleting a role) needs the same: what you could not give you cannot take
 *   either, so a holder of `user_permissions:manage` cannot strip an administrator of rights
 *   beyond their own.
 * - A super admin holds every permission, so the rule never stops them.
 */
/** Refuses with `message(missing)` unless the actor holds every one of `keys`. */
export function assertHoldsAll(
  actor: Principal,
  keys: Iterable<string>,
  message: (missing: string[]) => string,
): void {
  const missing = missingPermissions(actor, keys);
  if (missing.length) throw forbidden(message(missing));
}

/**
 * Who may change a role (its permissions, or delete it):
 * - a system role (super_admin, admin, manager, user): a super admin only; their permissions
 *   decide what every account of the console can do (the spec's Role Management is the super
 *   admin's).
 * - a role the actor holds: a super admin only. Anyone else could make a permission they hold
 *   for now (by a Grant override someone may withdraw) permanent through the role, or change the
 *   rights of every other holder of their own role. A super admin's own rights do not depend on
 *   any role but super_admin, which nobody changes, so for them it is safe.
 */
export function assertMayChangeRole(actor: Principal, role: { name: string; is_system: boolean }): void {
  if (actor.isSuperAdmin) return;
  if (role.is_system) throw forbidden(SYSTEM_ROLE_SUPER_ADMIN_ONLY);
  if (actor.roles.includes(role.name)) throw forbidden(CANNOT_CHANGE_OWN_ROLE);
}

/** Nobody, a super admin included, changes their own roles: access is always given by someone else. */
export function assertNotOwnRoles(actor: Principal, userId: string): void {
  if (actor.id === userId) throw forbidden(CANNOT_CHANGE_OWN_ROLES);
}

/** Nobody, a super admin included, changes their own overrides. */
export function assertNotOwnOverrides(actor: Principal, userId: string): void {
  if (actor.id === userId) throw forbidden(CANNOT_CHANGE_OWN_OVERRIDES);
}

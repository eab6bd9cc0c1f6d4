import { isAdminRoles, isSuperAdminRoles, resolvePermissions } from '@pg/contracts/permissions';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';

/** The signed-in user as every route sees it, with the effective permissions of this request. */
export type Principal = {
  id: string;
  /** The name the user is shown by; null: their e-mail. */
  name: string | null;
  email: string;
  createdAt: string;
  sessionId: string | null;
  roles: string[];
  permissions: Set<string>;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Works in every branch: a super admin always, an admin whose `all_branches` is set. */
  allBranches: boolean;
  /** The branches the user is assigned to (ignored when `allBranches`). */
  branchIds: Set<string>;
};

type Row = {
  id: string;
  name: string | null;
  email: string;
  created_at: string | Date;
  roles: string[] | null;
  role_permissions: string[] | null;
  overrides: { key: string; granted: boolean }[] | null;
  all_branches: boolean;
  branch_ids: string[] | null;
};

/**
 * Loads a user with roles, role permissions, overrides and branch assignments in one query, and
 * resolves the effective permissions and branch scope. With a session id, answers null unless that session is still live: a logout,
 * a password change or a deleted user ends access at the next request.
 */
export async function loadPrincipal(
  db: Tx,
  userId: string,
  sessionId: string | null,
): Promise<Principal | null> {
  const rows = await query<Row>(
    db,
    sql`
    select u.id, nullif(u.name, '') as name, u.email, u.created_at, u.all_branches,
      (select json_agg(ub.branch_id) from user_branches ub where ub.user_id = u.id) as branch_ids,
      (select json_agg(r.name order by r.name) from user_role_assignments ura
         join roles r on r.id = ura.role_id where ura.user_id = u.id) as roles,
      (select json_agg(distinct p.feature || ':' || p.action) from user_role_assignments ura
         join role_permissions rp on rp.role_id = ura.role_id
         join permissions p on p.id = rp.permission_id where ura.user_id = u.id) as role_permissions,
      (select json_agg(json_build_object('key', p.feature || ':' || p.action, 'granted', up.granted))
         from user_permissions up join permissions p on p.id = up.permission_id
         where up.user_id = u.id) as overrides
    from users u
    where u.id = ${userId}
      and (${sessionId}::uuid is null or exists (
        select 1 from sessions s where s.id = ${sessionId}::uuid and s.user_id = u.id and s.revoked_at is null))
  `,
  );
  const row = rows[0];
  if (!row) return null;
  const roles = row.roles ?? [];
  const permissions = resolvePermissions({
    roleNames: roles,
    rolePermissions: row.role_permissions ?? [],
    overrides: row.overrides ?? [],
  });
  const isAdmin = isAdminRoles(roles);
  const isSuperAdmin = isSuperAdminRoles(roles);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    sessionId,
    roles,
    permissions,
    isAdmin,
    isSuperAdmin,
    allBranches: worksInAllBranches(roles, row.all_branches),
    branchIds: new Set(row.branch_ids ?? []),
  };
}

/**
 * Whether a user works in every branch: super admins always; admins while their `all_branches`
 * flag is set (a flag left on someone who is no longer an admin gives nothing).
 */
export const worksInAllBranches = (roles: readonly string[], allBranchesFlag: boolean) =>
  isSuperAdminRoles(roles) || (allBranchesFlag && roles.includes('admin'));

/** Whether the principal may work in a branch (the branch's existence is the caller's to check). */
export const inBranchScope = (
  p: { allBranches: boolean; branchIds: ReadonlySet<string> },
  branchId: string,
) => p.allBranches || p.branchIds.has(branchId);

export const toSessionUser = (p: Principal) => ({
  id: p.id,
  name: p.name,
  email: p.email,
  created_at: p.createdAt,
  roles: p.roles,
  isAdmin: p.isAdmin,
  isSuperAdmin: p.isSuperAdmin,
  permissions: [...p.permissions].sort(),
});

import { isAdminRoles, isSuperAdminRoles, resolvePermissions } from '@pg/contracts/permissions';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/** The signed-in user as every route sees it, with the effective permissions of this request. */
export type Principal = {
  id: string;
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
    select u.id, u.email, u.created_at, u.all_branches,
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
  email: p.email,
  created_at: p.createdAt,
  roles: p.roles,
  isAdmin: p.isAdmin,
  isSuperAdmin: p.isSuperAdmin,
  permissions: [...p.permissions].sort(),
});

/**
 * Resolved principals of live sessions, kept a few seconds so that a burst of reads does not load
 * the same roles, permissions and branches again for every request. Any write through the API
 * (a role, an override, a branch assignment, a sign-out, a deletion: every non-GET request) empties
 * it, and a load that began before such a write is not kept, so a change made through the console
 * applies at the next request. Writes never use it: they load the principal afresh. A change made
 * outside this process (the command line, another server on the same database) applies at the next
 * request too: every change of access raises `access_version` in its transaction (migration 0032),
 * and each read here first reads that one row (a primary-key lookup, far cheaper than the principal's
 * joins), forgetting everything when it has moved.
 */
export class PrincipalCache {
  private entries = new Map<string, { principal: Principal; until: number }>();
  private branches = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  private version: number | null = null;

  /** Forgets everything when access changed anywhere since the last read (see the class). */
  private async follow(db: Tx) {
    const [row] = await query<{ version: string }>(
      db,
      sql`select version::text from access_version where id = 1`,
    );
    const version = Number(row?.version ?? 0);
    if (version !== this.version) {
      this.invalidate();
      this.version = version;
    }
  }

  async load(db: Tx, userId: string, sessionId: string): Promise<Principal | null> {
    if (this.ttlMs <= 0) return loadPrincipal(db, userId, sessionId);
    await this.follow(db);
    const key = `${userId}:${sessionId}`;
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.until > now) return hit.principal;
    const generation = this.generation;
    const principal = await loadPrincipal(db, userId, sessionId);
    if (principal && generation === this.generation && this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { principal, until: now + this.ttlMs });
    } else if (!principal) {
      this.entries.delete(key);
    }
    return principal;
  }

  /**
   * Whether a branch exists, for a principal who works in every branch (the one query of their
   * branch check): a yes is remembered as long as a principal and forgotten with them at any
   * write; a no is asked again every time, so a branch just created elsewhere is found.
   */
  async branchExists(branchId: string, ask: () => Promise<boolean>): Promise<boolean> {
    const now = this.now();
    const until = this.branches.get(branchId);
    if (until !== undefined && until > now) return true;
    const generation = this.generation;
    const found = await ask();
    if (found && generation === this.generation && this.ttlMs > 0) {
      if (this.branches.size >= this.maxEntries) this.branches.clear();
      this.branches.set(branchId, now + this.ttlMs);
    }
    return found;
  }

  /** Forgets every principal and branch, and any load under way. */
  invalidate() {
    this.generation++;
    this.entries.clear();
    this.branches.clear();
  }
}

import type { UserFormRole } from '@pg/contracts/permissions';
import {
  ALL_BRANCHES_ADMINS_ONLY,
  CANNOT_CHANGE_OWN_BRANCHES,
  createUserWithUnheldRole,
  ONLY_ADMINS_CREATE_USERS,
  ONLY_SUPER_ADMIN_ALL_BRANCHES,
} from '@pg/contracts/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { inBranchScope, type Principal } from '../../access/principal.ts';
import { type Db, query, type Tx } from '../../db/client.ts';
import { userBranches, users } from '../../db/schema/auth.ts';
import { branches } from '../../db/schema/inventory.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { assertHoldsAll } from './delegation.ts';
import { adminRank, createUser, getUserSummary, lockSuperAdmins } from './repository.ts';
import { getRoleByName, rolePermissionKeys } from './roles.ts';

/**
 * User Management's use cases: 'Add New User', 'Assign branches' and deleting a user. Each runs in
 * one transaction with its rules and its audit entry.
 */

const auditUser = (u: {
  id: string;
  email: string;
  roles: string[];
  all_branches: boolean;
  branch_ids: string[];
}) => ({
  id: u.id,
  email: u.email,
  roles: u.roles,
  all_branches: u.all_branches,
  branch_ids: u.branch_ids,
});

/**
 * 'Add New User': creates a user with one role of the form and the branches they work in, audited.
 * Giving the admin role is for admins only, whoever else was granted users:create; nobody gives a
 * role carrying a permission they do not hold themselves (roles/delegation.ts), nor a branch they
 * do not work in (setUserBranches).
 */
export async function addUser(
  db: Db,
  actor: Principal,
  input: { email: string; password: string; role: UserFormRole; name?: string | null } & BranchAccessInput,
) {
  if (input.role === 'admin' && !actor.isAdmin) throw forbidden(ONLY_ADMINS_CREATE_USERS);
  return db.transaction(async (tx) => {
    const role = await getRoleByName(tx, input.role);
    if (role) {
      assertHoldsAll(actor, await rolePermissionKeys(tx, role.id), (missing) =>
        createUserWithUnheldRole(input.role, missing),
      );
    }
    const user = await createUser(tx, {
      email: input.email,
      password: input.password,
      roleNames: [input.role],
      name: input.name ?? null,
    });
    await setUserBranches(
      tx,
      actor,
      { id: user.id, roles: [input.role], allBranchesFlag: false },
      { branch_ids: input.branch_ids, all_branches: input.all_branches },
    );
    const summary = (await getUserSummary(tx, user.id))!;
    await writeAudit(tx, {
      actor,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      after: auditUser(summary),
    });
    return summary;
  });
}

/** Who assigns branches: the signed-in principal (its roles and its own branch scope). */
type BranchAssigner = {
  id: string;
  email: string;
  roles: readonly string[];
  isSuperAdmin: boolean;
  allBranches: boolean;
  branchIds: ReadonlySet<string>;
};

type BranchAccessInput = { all_branches: boolean; branch_ids: string[] };

const branchNotFound = () =>
  new AppError('not_found', 'Branch not found', { branch_ids: 'Branch not found' });

/**
 * Sets where a user works, inside the caller's transaction. The assigner gives only branches they
 * work in themselves (any other answers 404, as if it did not exist) and leaves the user's
 * assignments to branches outside their own as they are; only a super admin changes
 * `all_branches`, and only an admin may have it.
 */
export async function setUserBranches(
  tx: Tx,
  assigner: BranchAssigner,
  target: { id: string; roles: readonly string[]; allBranchesFlag: boolean },
  input: BranchAccessInput,
) {
  if (input.all_branches !== target.allBranchesFlag && !assigner.isSuperAdmin) {
    throw forbidden(ONLY_SUPER_ADMIN_ALL_BRANCHES);
  }
  if (input.all_branches && !target.roles.includes('admin')) {
    throw badRequest(ALL_BRANCHES_ADMINS_ONLY, { all_branches: ALL_BRANCHES_ADMINS_ONLY });
  }
  if (input.branch_ids.length) {
    if (input.branch_ids.some((id) => !inBranchScope(assigner, id))) throw branchNotFound();
    const found = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(inArray(branches.id, input.branch_ids));
    if (found.length !== input.branch_ids.length) throw branchNotFound();
  }
  if (input.all_branches !== target.allBranchesFlag) {
    await tx
      .update(users)
      .set({ allBranches: input.all_branches, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
  }
  await tx
    .delete(userBranches)
    .where(
      and(
        eq(userBranches.userId, target.id),
        assigner.allBranches ? undefined : inArray(userBranches.branchId, [...assigner.branchIds]),
      ),
    );
  if (input.branch_ids.length) {
    await tx
      .insert(userBranches)
      .values(input.branch_ids.map((branchId) => ({ userId: target.id, branchId })))
      .onConflictDoNothing();
  }
}

const branchAccess = (u: { all_branches: boolean; branch_ids: string[] }) => ({
  all_branches: u.all_branches,
  branch_ids: u.branch_ids,
});

/**
 * `PUT /api/users/:id/branches`: changes where a user works and writes the audit entry. Nobody
 * changes their own branches, nor those of someone who outranks them; a super admin works in every
 * branch whatever is set. Returns the user as the Users List shows them, or null when not found.
 */
export async function changeUserBranches(
  db: Db,
  assigner: BranchAssigner,
  userId: string,
  input: BranchAccessInput,
) {
  if (userId === assigner.id) throw forbidden(CANNOT_CHANGE_OWN_BRANCHES);
  return db.transaction(async (tx) => {
    // The row lock serialises two changes of the same user's branches.
    const [locked] = await query<{ all_branches: boolean }>(
      tx,
      sql`select all_branches from users where id = ${userId} for update`,
    );
    if (!locked) return null;
    const before = (await getUserSummary(tx, userId))!;
    if (adminRank(before.roles) > adminRank(assigner.roles)) {
      throw forbidden(
        before.roles.includes('super_admin')
          ? "Only a super admin can change a super admin's branches"
          : "Only an admin can change an admin's branches",
      );
    }
    if (before.roles.includes('super_admin')) throw conflict('A super admin always works in every branch');
    await setUserBranches(
      tx,
      assigner,
      { id: userId, roles: before.roles, allBranchesFlag: locked.all_branches },
      input,
    );
    const after = (await getUserSummary(tx, userId))!;
    await writeAudit(tx, {
      actor: assigner,
      action: 'user.branches',
      entity: 'user',
      entityId: userId,
      before: branchAccess(before),
      after: branchAccess(after),
    });
    return after;
  });
}

/**
 * Deletes a user, audited (their sessions, refresh tokens, role assignments and overrides go with
 * them by the foreign keys' cascade). Refuses the caller's own account, a user who outranks the
 * caller, and the last super admin. Returns the deleted user, or null when there is none.
 */
export async function deleteUser(db: Db, actor: Principal, id: string) {
  if (id === actor.id) throw conflict('You cannot delete your own account');
  return db.transaction(async (tx) => {
    const target = await getUserSummary(tx, id);
    if (!target) return null;
    if (adminRank(target.roles) > adminRank(actor.roles)) {
      throw forbidden(
        target.roles.includes('super_admin')
          ? 'Only a super admin can delete a super admin'
          : 'Only an admin can delete an admin',
      );
    }
    if (target.roles.includes('super_admin') && (await lockSuperAdmins(tx)) <= 1) {
      throw conflict('The last super admin cannot be deleted');
    }
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (!rows.length) return null;
    await writeAudit(tx, {
      actor,
      action: 'user.delete',
      entity: 'user',
      entityId: target.id,
      before: auditUser(target),
    });
    return target;
  });
}

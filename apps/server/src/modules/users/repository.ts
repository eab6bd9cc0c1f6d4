import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { roles, userRoleAssignments, users } from '../../db/schema/auth.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { likePattern } from '../../lib/search.ts';

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function countUsers(db: Tx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Creates a user holding the named roles; the email's uniqueness is the database's to enforce. */
export async function createUser(db: Tx, input: { email: string; password: string; roleNames: string[] }) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email.trim().toLowerCase(), passwordHash })
    .returning();
  const roleRows = input.roleNames.length
    ? await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, input.roleNames))
    : [];
  if (roleRows.length) {
    await db.insert(userRoleAssignments).values(roleRows.map((r) => ({ userId: user!.id, roleId: r.id })));
  }
  return user!;
}

export async function setPassword(db: Tx, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

type UserSummaryRow = { id: string; email: string; created_at: string | Date; roles: string[] | null };

const toSummary = (r: UserSummaryRow) => ({
  id: r.id,
  email: r.email,
  created_at: new Date(r.created_at).toISOString(),
  roles: r.roles ?? [],
});

const rolesOf = (userId: SQL) =>
  sql`(select json_agg(r.name order by r.name) from user_role_assignments ura
        join roles r on r.id = ura.role_id where ura.user_id = ${userId})`;

/** The Users List: newest first (or by email), with each user's roles, counted in SQL. */
export async function listUsers(
  db: Tx,
  opts: { q?: string; limit: number; offset: number; sort: 'newest' | 'email' },
) {
  const where = opts.q ? sql`where u.email ilike ${likePattern(opts.q)}` : sql``;
  const order = opts.sort === 'email' ? sql`lower(u.email), u.id` : sql`u.created_at desc, u.id desc`;
  const [items, counts] = await Promise.all([
    query<UserSummaryRow>(
      db,
      sql`select u.id, u.email, u.created_at, ${rolesOf(sql`u.id`)} as roles
          from users u ${where} order by ${order} limit ${opts.limit} offset ${opts.offset}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from users u ${where}`),
  ]);
  return { items: items.map(toSummary), total: counts[0]?.n ?? 0 };
}

export async function getUserSummary(db: Tx, id: string) {
  const [row] = await query<UserSummaryRow>(
    db,
    sql`select u.id, u.email, u.created_at, ${rolesOf(sql`u.id`)} as roles from users u where u.id = ${id}`,
  );
  return row ? toSummary(row) : null;
}

/**
 * Serialises every change that could remove a super admin (deleting a user, taking the role away)
 * by locking the super_admin role's row until the transaction ends, then counts the super admins.
 * Two concurrent removals therefore see each other's result, and the last one is never removed.
 */
export async function lockSuperAdmins(tx: Tx): Promise<number> {
  await query(tx, sql`select id from roles where name = 'super_admin' for no key update`);
  const [row] = await query<{ n: number }>(
    tx,
    sql`select count(distinct ura.user_id)::int as n from user_role_assignments ura
        join roles r on r.id = ura.role_id where r.name = 'super_admin'`,
  );
  return row?.n ?? 0;
}

/** Rank of a set of roles for "who may delete whom": super admin 2, admin 1, anyone else 0. */
export const adminRank = (roleNames: readonly string[]) =>
  roleNames.includes('super_admin') ? 2 : roleNames.includes('admin') ? 1 : 0;

/**
 * Deletes a user (their sessions, refresh tokens, role assignments and overrides go with them by
 * the foreign keys' cascade). Refuses the caller's own account, a user who outranks the caller,
 * and the last super admin. Call inside a transaction. Returns the deleted user, or null.
 */
export async function deleteUser(tx: Tx, actor: { id: string; roles: readonly string[] }, id: string) {
  if (id === actor.id) throw conflict('You cannot delete your own account');
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
  return rows.length ? target : null;
}

import { USER_FORM_ROLES } from '@pg/contracts/permissions';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { worksInAllBranches } from '../../access/principal.ts';
import { type Db, query, type Tx } from '../../db/client.ts';
import { roles, userRoleAssignments, users } from '../../db/schema/auth.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { likePattern } from '../../lib/search.ts';

/** Users: the queries behind the Users List, sign-in and User Management (use cases: management.ts). */

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
export async function createUser(
  db: Tx,
  input: { email: string; password: string; roleNames: string[]; name?: string | null },
) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email.trim().toLowerCase(), passwordHash, name: input.name ?? null })
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

type UserSummaryRow = {
  id: string;
  name: string | null;
  email: string;
  created_at: string | Date;
  roles: string[] | null;
  branch_ids: string[] | null;
  all_branches: boolean;
};

const toSummary = (r: UserSummaryRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  created_at: new Date(r.created_at).toISOString(),
  roles: r.roles ?? [],
  branch_ids: r.branch_ids ?? [],
  all_branches: worksInAllBranches(r.roles ?? [], r.all_branches),
});

const rolesOf = (userId: SQL) =>
  sql`(select json_agg(r.name order by r.name) from user_role_assignments ura
        join roles r on r.id = ura.role_id where ura.user_id = ${userId})`;

const branchesOf = (userId: SQL) =>
  sql`(select json_agg(b.id order by b.code) from user_branches ub
        join branches b on b.id = ub.branch_id where ub.user_id = ${userId})`;

/** The columns of a UserSummaryRow, from `users u`. */
const summaryColumns = sql`u.id, nullif(u.name, '') as name, u.email, u.created_at, u.all_branches,
  ${rolesOf(sql`u.id`)} as roles, ${branchesOf(sql`u.id`)} as branch_ids`;

/** The Users List: newest first (or by email), with each user's roles, counted in SQL. */
export async function listUsers(
  db: Tx,
  opts: { q?: string; limit: number; offset: number; sort: 'newest' | 'email' },
) {
  const where = opts.q
    ? sql`where (u.email ilike ${likePattern(opts.q)} or u.name ilike ${likePattern(opts.q)})`
    : sql``;
  const order = opts.sort === 'email' ? sql`lower(u.email), u.id` : sql`u.created_at desc, u.id desc`;
  const [items, counts] = await Promise.all([
    query<UserSummaryRow>(
      db,
      sql`select ${summaryColumns}
          from users u ${where} order by ${order} limit ${opts.limit} offset ${opts.offset}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from users u ${where}`),
  ]);
  return { items: items.map(toSummary), total: counts[0]?.n ?? 0 };
}

export async function getUserSummary(db: Tx, id: string) {
  const [row] = await query<UserSummaryRow>(
    db,
    sql`select ${summaryColumns} from users u where u.id = ${id}`,
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

/** The roles the 'Add New User' form gives (user, manager, admin), each with its permissions now. */
export async function listRoleRights(db: Tx) {
  const rows = await query<{ name: string; permissions: string[] | null }>(
    db,
    sql`select r.name,
          array_agg(p.feature || ':' || p.action order by p.feature, p.action)
            filter (where p.id is not null) as permissions
        from roles r
          left join role_permissions rp on rp.role_id = r.id
          left join permissions p on p.id = rp.permission_id
        where r.name in (${sql.join(
          USER_FORM_ROLES.map((n) => sql`${n}`),
          sql`, `,
        )})
        group by r.name`,
  );
  const byName = new Map(rows.map((r) => [r.name, r.permissions ?? []]));
  return { items: USER_FORM_ROLES.map((name) => ({ name, permissions: byName.get(name) ?? [] })) };
}

/** Sets the name a user is shown by (null: their e-mail), audited as theirs when it changes; answers it. */
export async function setUserName(db: Db, actor: AuditActor & { id: string }, name: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    // The same name again changes nothing, and says nothing in the audit log.
    if ((before?.name ?? null) === name) return name;
    await tx.update(users).set({ name, updatedAt: sql`now()` }).where(eq(users.id, actor.id));
    await writeAudit(tx, {
      actor,
      action: 'user.rename',
      entity: 'user',
      entityId: actor.id,
      before: { name: before?.name ?? null },
      after: { name },
    });
    return name;
  });
}

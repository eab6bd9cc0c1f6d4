import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roles, userRoleAssignments, users } from '../../db/schema/auth.ts';
import { hashPassword } from '../../lib/passwords.ts';

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

import type { BranchInput } from '@pg/contracts/branches';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { branches } from '../../db/schema/inventory.ts';
import { likePattern } from '../../lib/search.ts';

const columns = {
  id: branches.id,
  code: branches.code,
  name: branches.name,
  address: branches.address,
  contact: branches.contact,
  created_at: branches.createdAt,
};

export async function listBranches(db: Tx, opts: { q?: string; sort: 'code' | 'newest' }) {
  const where = opts.q
    ? or(ilike(branches.code, likePattern(opts.q)), ilike(branches.name, likePattern(opts.q)))
    : undefined;
  const items = await db
    .select(columns)
    .from(branches)
    .where(where)
    .orderBy(...(opts.sort === 'code' ? [branches.code] : [desc(branches.createdAt), desc(branches.id)]));
  return { items, total: items.length };
}

export async function getBranch(db: Tx, id: string) {
  const [row] = await db.select(columns).from(branches).where(eq(branches.id, id));
  return row ?? null;
}

type Values = ReturnType<typeof toValues>;
const toValues = (input: { code: string; name: string; address: string | null; contact: string | null }) => ({
  code: input.code,
  name: input.name,
  address: input.address,
  contact: input.contact,
});

export async function createBranch(db: Tx, input: Values) {
  const [row] = await db.insert(branches).values(toValues(input)).returning(columns);
  return row!;
}

export async function updateBranch(db: Tx, id: string, input: Values) {
  const [row] = await db.update(branches).set(toValues(input)).where(eq(branches.id, id)).returning(columns);
  return row ?? null;
}

/** Deletes a branch and, by the foreign keys' cascade, everything in it, in one statement. */
export async function deleteBranch(db: Tx, id: string) {
  const rows = await db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id });
  return rows.length > 0;
}

export async function branchExists(db: Tx, id: string) {
  return (await query(db, sql`select 1 from branches where id = ${id}`)).length > 0;
}

export type { BranchInput };

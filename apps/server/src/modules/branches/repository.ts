import { BRANCH_CODE_MESSAGE, type BranchPaymentDetails, isBranchCode } from '@pg/contracts/branches';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userBranches } from '../../db/schema/auth.ts';
import { branches } from '../../db/schema/inventory.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { likePattern } from '../../lib/search.ts';

const columns = {
  id: branches.id,
  code: branches.code,
  name: branches.name,
  address: branches.address,
  contact: branches.contact,
  upi_id: branches.upiId,
  payee_name: branches.payeeName,
  landlord_name: branches.landlordName,
  landlord_pan: branches.landlordPan,
  landlord_address: branches.landlordAddress,
  reminder_template: branches.reminderTemplate,
  created_at: branches.createdAt,
};

/** Whose branches: everyone's for a user of all branches, else the ones assigned to them. */
type BranchViewer = { allBranches: boolean; branchIds: ReadonlySet<string> };

/** The branch selector's list and the Branches page: the branches the viewer works in. */
export async function listBranches(
  db: Tx,
  viewer: BranchViewer,
  opts: { q?: string; sort: 'code' | 'newest' },
) {
  const conditions: SQL[] = [];
  if (!viewer.allBranches) conditions.push(inArray(branches.id, [...viewer.branchIds]));
  if (opts.q) {
    conditions.push(
      or(ilike(branches.code, likePattern(opts.q)), ilike(branches.name, likePattern(opts.q)))!,
    );
  }
  const items = await db
    .select(columns)
    .from(branches)
    .where(and(...conditions))
    .orderBy(...(opts.sort === 'code' ? [branches.code] : [desc(branches.createdAt), desc(branches.id)]));
  return { items, total: items.length };
}

type Values = ReturnType<typeof toValues>;
const toValues = (input: { code: string; name: string; address: string | null; contact: string | null }) => ({
  code: input.code,
  name: input.name,
  address: input.address,
  contact: input.contact,
});

/** Creates a branch; a creator who does not work in every branch is assigned to it, to work in it. */
export async function createBranch(db: Tx, input: Values, creator: { id: string; allBranches: boolean }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(branches).values(toValues(input)).returning(columns);
    if (!creator.allBranches) {
      await tx.insert(userBranches).values({ userId: creator.id, branchId: row!.id }).onConflictDoNothing();
    }
    return row!;
  });
}

/**
 * Edits a branch. A code made before codes were limited to letters, digits, '-' and '_' is kept
 * while it is not changed; a new code follows the rule (BRANCH_CODE_MESSAGE).
 */
export async function updateBranch(db: Tx, id: string, input: Values) {
  const [row] = await db
    .update(branches)
    .set(toValues(input))
    .where(and(eq(branches.id, id), isBranchCode(input.code) ? undefined : eq(branches.code, input.code)))
    .returning(columns);
  if (row || isBranchCode(input.code)) return row ?? null;
  const [exists] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  if (!exists) return null;
  throw badRequest(BRANCH_CODE_MESSAGE, { code: BRANCH_CODE_MESSAGE });
}

/** Deletes a branch and, by the foreign keys' cascade, everything in it, in one statement. */
/** Deletes a branch and everything of it; the deleted branch's id, or null when there is none. */
export async function deleteBranch(db: Tx, id: string) {
  const [row] = await db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id });
  return row ?? null;
}

/**
 * Sets a branch's payment details (UPI ID, payee, landlord, reminder message), audited with the
 * details before and after. Null when there is no such branch.
 */
export async function setPaymentDetails(db: Db, id: string, input: BranchPaymentDetails, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(branches).where(eq(branches.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(branches)
      .set({
        upiId: input.upi_id,
        payeeName: input.payee_name,
        landlordName: input.landlord_name,
        landlordPan: input.landlord_pan,
        landlordAddress: input.landlord_address,
        reminderTemplate: input.reminder_template,
      })
      .where(eq(branches.id, id))
      .returning(columns);
    const details = (b: typeof before) => ({
      upi_id: b.upi_id,
      payee_name: b.payee_name,
      landlord_name: b.landlord_name,
      landlord_pan: b.landlord_pan,
      landlord_address: b.landlord_address,
      reminder_template: b.reminder_template,
    });
    await writeAudit(tx, {
      actor,
      action: 'branch.payment_details',
      entity: 'branch',
      entityId: id,
      before: details(before),
      after: details(after!),
    });
    return after!;
  });
}

import { sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { query, type Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The branch a user last chose in the header, kept with the user so that their next sign-in, on
 * any device, opens it rather than the first branch by code.
 */
export async function lastBranchOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await query<{ id: string | null }>(
    db,
    sql`select last_branch_id as id from users where id = ${userId}`,
  );
  return row?.id ?? null;
}

/** Remembers the branch the user now works in; one they may not see is answered as not found. */
export async function rememberLastBranch(db: Tx, principal: Principal, branchId: string) {
  const rows = await query<{ id: string }>(
    db,
    sql`update users set last_branch_id = b.id
        from branches b
        where users.id = ${principal.id} and b.id = ${branchId}
          and (${principal.allBranches} or b.id in (select branch_id from user_branches where user_id = ${principal.id}))
        returning b.id`,
  );
  if (rows.length === 0) throw notFound('Branch');
}

import { ALL_BRANCHES } from '@pg/contracts/owner-reports';
import { sql } from 'drizzle-orm';
import { inBranchScope, type Principal } from '../../access/principal.ts';
import { query, type Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

/** The branches a report covers, with what its letterhead and its rows call them. */
export type ReportBranches = {
  ids: string[];
  /** The branch's name, or 'All branches'. */
  label: string;
  /** The business name on the letterhead: the one branch's, else the first branch's landlord or payee. */
  single: boolean;
};

/**
 * `branch=all`: every branch the user may see (a super admin's or an 'All branches' admin's, every
 * branch; anyone else's, those assigned to them). A branch id: that branch, 404 'Branch not found'
 * when it does not exist or lies outside the user's scope, as every branch route answers.
 */
export async function reportBranches(db: Tx, principal: Principal, branch: string): Promise<ReportBranches> {
  if (branch === ALL_BRANCHES) {
    const rows = principal.allBranches
      ? await query<{ id: string }>(db, sql`select id from branches order by name, id`)
      : await query<{ id: string }>(
          db,
          sql`select id from branches where id = any(${uuidArray([...principal.branchIds])}) order by name, id`,
        );
    return { ids: rows.map((r) => r.id), label: 'All branches', single: false };
  }
  if (!inBranchScope(principal, branch)) throw notFound('Branch');
  const [row] = await query<{ name: string }>(db, sql`select name from branches where id = ${branch}`);
  if (!row) throw notFound('Branch');
  return { ids: [branch], label: row.name, single: true };
}

/** A list of ids as one array parameter (a JS array would be spread into a row). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `branch_id = any(ids)`, for the reports' queries. */
export const inBranches = (column: string, ids: string[]) => sql`${sql.raw(column)} = any(${uuidArray(ids)})`;

/**
 * The months of a period, each with its first and last day cut to the period: `month` (the first
 * of the month), `first`, `last`. A subquery, for `cross join (${periodMonths(...)}) m`.
 */
export const periodMonths = (from: string, to: string) =>
  sql`select d::date as month, greatest(d::date, ${from}::date) as first,
      least((d + interval '1 month' - interval '1 day')::date, ${to}::date) as last
    from generate_series(date_trunc('month', ${from}::date), ${to}::date, interval '1 month') d`;

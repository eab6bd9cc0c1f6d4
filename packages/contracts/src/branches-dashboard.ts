import { z } from 'zod';

/**
 * The owner's view across branches: GET /api/dashboard/branches?month=YYYY-MM, one row a branch the
 * user works in (every branch for a super admin or an 'All branches' admin) and the totals of them.
 * Per branch, computed in SQL:
 * - beds, occupied, out_of_service and occupancy_rate as of today, as the branch dashboard counts them;
 * - billed: the rent instalments falling due in the month (the branch dashboard's rent billed);
 * - collected: rent collected in the month less advance rent refunded in it, from the monthly totals
 *   the database keeps; collection_rate = collected / billed × 100, one decimal, null when nothing is billed;
 * - dues as of today, aged as the Aging report ages them: total due, and the part 31–60, 61–90 and
 *   more than 90 days past its due date; overdue = the part more than 30 days past due;
 * - deposits_held: deposits received less refunded and applied to dues, as of today;
 * - expenses: the expenses of the month (monthly totals); net = collected − expenses.
 * Money is in rupees (numbers with at most two decimals); totals add the rows up.
 */
export const branchesDashboardQuery = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Choose a month' })
      .optional()
      .describe('YYYY-MM; the current month unless told'),
  })
  .strict();
export type BranchesDashboardQuery = z.infer<typeof branchesDashboardQuery>;

const figures = {
  beds: z.number().int(),
  occupied: z.number().int(),
  out_of_service: z.number().int(),
  occupancy_rate: z.number(),
  billed: z.number(),
  collected: z.number(),
  collection_rate: z.number().nullable(),
  dues: z.number(),
  overdue_31_60: z.number(),
  overdue_61_90: z.number(),
  overdue_90_plus: z.number(),
  overdue: z.number(),
  deposits_held: z.number(),
  expenses: z.number(),
  net: z.number(),
};
export const branchFigures = z.object(figures);
export type BranchFigures = z.infer<typeof branchFigures>;

export const branchesDashboard = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** The day dues, deposits and beds are counted on (YYYY-MM-DD). */
  as_of: z.string(),
  totals: branchFigures,
  items: z.array(z.object({ branch_id: z.string(), name: z.string(), ...figures })),
});
export type BranchesDashboard = z.infer<typeof branchesDashboard>;
export type BranchRow = BranchesDashboard['items'][number];

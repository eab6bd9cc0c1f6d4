import type { DashboardPeriod } from '@pg/contracts/dashboard';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the dashboard; everything of one branch sits under `dashboardKeys.branch(id)`. */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  branch: (branchId: string) => [...dashboardKeys.all, branchId] as const,
  stats: (branchId: string, period: DashboardPeriod) =>
    [...dashboardKeys.branch(branchId), 'stats', period] as const,
  dues: (branchId: string) => [...dashboardKeys.branch(branchId), 'dues'] as const,
  compliance: (branchId: string) => [...dashboardKeys.branch(branchId), 'compliance'] as const,
  monthly: (branchId: string) => [...dashboardKeys.branch(branchId), 'monthly'] as const,
  occupancy: (branchId: string) => [...dashboardKeys.branch(branchId), 'occupancy'] as const,
  /** The owner's view across branches, of a month (YYYY-MM) or 'current'. */
  acrossBranches: (month: string) => [...dashboardKeys.all, 'across-branches', month] as const,
};

/**
 * The dashboard sums what other pages change (a change made in this browser marks it stale at
 * once): fetched again whenever it is opened, unless its figures arrived in the last two seconds,
 * as when the shell fetched them ahead of the page (app/prefetch-first-data.ts).
 */
export const DASHBOARD_STALE_TIME = 2_000;

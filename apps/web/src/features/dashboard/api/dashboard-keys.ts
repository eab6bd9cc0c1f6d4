/** Query keys of the dashboard; everything of one branch sits under `dashboardKeys.branch(id)`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  branch: (branchId: string) => [...dashboardKeys.all, branchId] as const,
  stats: (branchId: string) => [...dashboardKeys.branch(branchId), 'stats'] as const,
  monthly: (branchId: string) => [...dashboardKeys.branch(branchId), 'monthly'] as const,
  occupancy: (branchId: string) => [...dashboardKeys.branch(branchId), 'occupancy'] as const,
};

/** The dashboard sums what other pages change: refetch whenever it is opened again. */
export const DASHBOARD_STALE_TIME = 0;

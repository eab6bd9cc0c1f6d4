import type { DashboardPeriod, DashboardStats } from '@pg/contracts/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

export function getDashboardStats(branchId: string, period: DashboardPeriod, signal?: AbortSignal) {
  return apiClient.get<DashboardStats>(`/api/branches/${branchId}/dashboard`, { query: { period }, signal });
}

/** The period the dashboard opens on. */
export const FIRST_DASHBOARD_PERIOD: DashboardPeriod = 'this_month';

/** The figures' query, for `useDashboardStats` and for fetching them before the page renders. */
export const dashboardStatsOptions = (branchId: string, period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.stats(branchId, period),
    queryFn: ({ signal }) => getDashboardStats(branchId, period, signal),
    staleTime: DASHBOARD_STALE_TIME,
    placeholderData: keepPreviousData,
  });

/**
 * The branch's figures: beds, tenants and complaints today; revenue, payments and expenses over
 * `period`. The figures of the previous period stay on screen while the new ones load.
 */
export function useDashboardStats(branchId: string, period: DashboardPeriod) {
  return useQuery(dashboardStatsOptions(branchId, period));
}

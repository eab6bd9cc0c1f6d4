import type { MonthlyFinance } from '@pg/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

export function getMonthlyFinance(branchId: string, signal?: AbortSignal) {
  return apiClient.get<MonthlyFinance>(`/api/branches/${branchId}/dashboard/monthly`, { signal });
}

/** Payments collected and expenses per month, the last 12 months. */
export const monthlyFinanceOptions = (branchId: string) =>
  queryOptions({
    queryKey: dashboardKeys.monthly(branchId),
    queryFn: ({ signal }) => getMonthlyFinance(branchId, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useMonthlyFinance(branchId: string) {
  return useQuery(monthlyFinanceOptions(branchId));
}

import type { DashboardStats } from '@pg/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

export function getDashboardStats(branchId: string, signal?: AbortSignal) {
  return apiClient.get<DashboardStats>(`/api/branches/${branchId}/dashboard`, { signal });
}

/** The branch's figures: beds, tenants, revenue, payments, expenses, complaints. */
export function useDashboardStats(branchId: string) {
  return useQuery({
    queryKey: dashboardKeys.stats(branchId),
    queryFn: ({ signal }) => getDashboardStats(branchId, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });
}

import type { DailyOccupancy } from '@pg/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

export function getDailyOccupancy(branchId: string, signal?: AbortSignal) {
  return apiClient.get<DailyOccupancy>(`/api/branches/${branchId}/dashboard/occupancy`, { signal });
}

/** Beds occupied on each of the last 30 days. */
export const dailyOccupancyOptions = (branchId: string) =>
  queryOptions({
    queryKey: dashboardKeys.occupancy(branchId),
    queryFn: ({ signal }) => getDailyOccupancy(branchId, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useDailyOccupancy(branchId: string) {
  return useQuery(dailyOccupancyOptions(branchId));
}

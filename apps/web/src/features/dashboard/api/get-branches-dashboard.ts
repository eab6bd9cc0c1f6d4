import type { BranchesDashboard } from '@pg/contracts/branches-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

export function getBranchesDashboard(month: string | undefined, signal?: AbortSignal) {
  return apiClient.get<BranchesDashboard>('/api/dashboard/branches', { query: { month }, signal });
}

/**
 * Every branch the user works in, with the month's figures (the current month until another is
 * chosen) and their totals. The previous month's figures stay on screen while the next load.
 */
export function useBranchesDashboard(month: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.acrossBranches(month ?? 'current'),
    queryFn: ({ signal }) => getBranchesDashboard(month, signal),
    staleTime: DASHBOARD_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

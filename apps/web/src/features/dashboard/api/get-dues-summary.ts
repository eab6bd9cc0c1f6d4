import type { DuesPage } from '@pg/contracts/dues';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

/** The Dues card's query: the Dues page's first row and its cards. */
export const duesSummaryOptions = (branchId: string) =>
  queryOptions({
    queryKey: dashboardKeys.dues(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<DuesPage>(`/api/branches/${branchId}/dues`, { query: { limit: 1 }, signal }),
    staleTime: DASHBOARD_STALE_TIME,
  });

/** What the branch's tenants owe today, for the Dues card: the Dues page's cards, no rows. */
export function useDuesSummary(branchId: string) {
  return useQuery({ ...duesSummaryOptions(branchId), select: (page) => page.summary });
}

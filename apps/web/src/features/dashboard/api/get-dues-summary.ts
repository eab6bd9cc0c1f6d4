import type { DuesPage } from '@pg/contracts/dues';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

/** What the branch's tenants owe today, for the Dues card: the Dues page's cards, no rows. */
export function useDuesSummary(branchId: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.dues(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<DuesPage>(`/api/branches/${branchId}/dues`, { query: { limit: 1 }, signal }),
    select: (page) => page.summary,
    staleTime: DASHBOARD_STALE_TIME,
    enabled,
  });
}

import type { ComplianceFlags } from '@pg/contracts/tenant-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './dashboard-keys';

/** Checked-in tenants whose police verification or Form C is overdue, for the dashboard's flags. */
export const complianceFlagsOptions = (branchId: string) =>
  queryOptions({
    queryKey: dashboardKeys.compliance(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<ComplianceFlags>(`/api/branches/${branchId}/tenants/compliance`, { signal }),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useComplianceFlags(branchId: string) {
  return useQuery(complianceFlagsOptions(branchId));
}

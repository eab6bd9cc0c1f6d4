import type { BranchBilling } from '@pg/contracts/branch-billing';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/branches/:branchId/billing: the branch's defaults for monthly stays. */
export function useBranchBilling(branchId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...queryRoots.branches, 'billing', branchId],
    queryFn: ({ signal }) =>
      apiClient.get<BranchBilling>(`/api/branches/${encodeURIComponent(branchId)}/billing`, { signal }),
    enabled: options.enabled ?? true,
  });
}

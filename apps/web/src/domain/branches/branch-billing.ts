import type { BranchBilling } from '@pg/contracts/branch-billing';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The query key of a branch's billing defaults (a rent setting of the branch, under its root). */
export const branchBillingKey = (branchId: string) =>
  [...queryRoots.branches, branchId, 'rent-settings', 'billing'] as const;

/**
 * GET /api/branches/:branchId/billing: the branch's defaults for monthly stays (the rent settings
 * page edits them; Create Booking offers them).
 */
export function useBranchBilling(branchId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: branchBillingKey(branchId),
    queryFn: ({ signal }) =>
      apiClient.get<BranchBilling>(`/api/branches/${encodeURIComponent(branchId)}/billing`, { signal }),
    enabled: options.enabled ?? true,
  });
}

import type { RetentionDue } from '@pg/contracts/tenant-records';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The dry run of the data retention: the branch's tenants whose personal data would be erased now. */
export function useRetentionDue(branchId: string | null) {
  return useQuery({
    // Under the tenants' root: erasing a tenant, or marking one as left, changes this list.
    queryKey: [...queryRoots.tenants, 'retention', branchId ?? ''],
    queryFn: ({ signal }) =>
      apiClient.get<RetentionDue>(`/api/branches/${branchId}/tenants/retention`, { signal }),
    enabled: branchId !== null,
  });
}

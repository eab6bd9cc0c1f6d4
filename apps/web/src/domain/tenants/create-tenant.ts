import type { Tenant, TenantCreateValues } from '@pg/contracts/tenants';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createTenant(branchId: string, input: TenantCreateValues) {
  return apiClient.post<Tenant>(`/api/branches/${branchId}/tenants`, input);
}

/** Adds a tenant to the branch. */
export function useCreateTenant(branchId: string | null) {
  return useChangeMutation('tenants', {
    mutationFn: (input: TenantCreateValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createTenant(branchId, input);
    },
  });
}

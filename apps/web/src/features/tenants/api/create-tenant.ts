import type { Tenant, TenantValues } from '@pg/contracts/tenants';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createTenant(branchId: string, input: TenantValues) {
  return apiClient.post<Tenant>(`/api/branches/${branchId}/tenants`, input);
}

/** Adds a tenant to the branch. */
export function useCreateTenant(branchId: string | null) {
  return useChangeMutation('tenants', {
    mutationFn: (input: TenantValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createTenant(branchId, input);
    },
  });
}

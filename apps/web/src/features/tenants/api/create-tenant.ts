import type { Tenant, TenantValues } from '@pg/contracts/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTenantChange } from './invalidate';

export function createTenant(branchId: string, input: TenantValues) {
  return apiClient.post<Tenant>(`/api/branches/${branchId}/tenants`, input);
}

/** Adds a tenant to the branch. */
export function useCreateTenant(branchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createTenant(branchId, input);
    },
    onSuccess: () => invalidateAfterTenantChange(queryClient),
  });
}

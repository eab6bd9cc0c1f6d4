import type { Tenant, TenantValues } from '@pg/contracts/tenants';

/** A new tenant; `phone_confirmed` once the user said yes to another tenant's number (samePhoneQuestion). */
type NewTenant = TenantValues & { phone_confirmed?: boolean };

import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createTenant(branchId: string, input: NewTenant) {
  return apiClient.post<Tenant>(`/api/branches/${branchId}/tenants`, input);
}

/** Adds a tenant to the branch. */
export function useCreateTenant(branchId: string | null) {
  return useChangeMutation('tenants', {
    mutationFn: (input: NewTenant) => {
      if (!branchId) throw new Error('No branch selected');
      return createTenant(branchId, input);
    },
  });
}

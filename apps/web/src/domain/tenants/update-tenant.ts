import type { Tenant, TenantValues } from '@pg/contracts/tenants';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

type TenantContactValues = Pick<TenantValues, 'name' | 'phone' | 'email'>;

function updateTenant(id: string, input: TenantContactValues) {
  return apiClient.patch<Tenant>(`/api/tenants/${id}`, input);
}

/** Edits a tenant's contact details (name, phone, email). */
export function useUpdateTenant() {
  return useChangeMutation('tenants', {
    mutationFn: ({ id, input }: { id: string; input: TenantContactValues }) => updateTenant(id, input),
  });
}

import type { Tenant, TenantValues } from '@pg/contracts/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTenantChange } from './invalidate';

export type TenantContactValues = Pick<TenantValues, 'name' | 'phone' | 'email'>;

export function updateTenant(id: string, input: TenantContactValues) {
  return apiClient.patch<Tenant>(`/api/tenants/${id}`, input);
}

/** Edits a tenant's contact details (name, phone, email). */
export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TenantContactValues }) => updateTenant(id, input),
    onSuccess: () => invalidateAfterTenantChange(queryClient),
  });
}

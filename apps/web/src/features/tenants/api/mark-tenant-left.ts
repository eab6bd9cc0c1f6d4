import type { Tenant } from '@pg/contracts/tenants';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function markTenantLeft(id: string, leftAt: string) {
  return apiClient.post<Tenant>(`/api/tenants/${id}/leave`, { left_at: leftAt });
}

/** Records a tenant's departure; refused by the server while they hold a booked or checked-in booking. */
export function useMarkTenantLeft() {
  return useChangeMutation('tenants', {
    mutationFn: ({ id, leftAt }: { id: string; leftAt: string }) => markTenantLeft(id, leftAt),
  });
}

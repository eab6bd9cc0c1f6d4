import type { Tenant } from '@pg/contracts/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTenantChange } from './invalidate';

export function markTenantLeft(id: string, leftAt: string) {
  return apiClient.post<Tenant>(`/api/tenants/${id}/leave`, { left_at: leftAt });
}

/** Records a tenant's departure; refused by the server while they hold a booked or checked-in booking. */
export function useMarkTenantLeft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, leftAt }: { id: string; leftAt: string }) => markTenantLeft(id, leftAt),
    onSettled: () => invalidateAfterTenantChange(queryClient),
  });
}

import type { TenantBalance } from '@pg/contracts/dues';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** What a tenant owes today (rent and charges) and the deposit still to pay, for Record Payment to offer. */
export function useTenantBalance(branchId: string | null, tenantId: string) {
  return useQuery({
    queryKey: paymentKeys.balance(branchId ?? '', tenantId),
    queryFn: ({ signal }) => apiClient.get<TenantBalance>(`/api/tenants/${tenantId}/balance`, { signal }),
    enabled: branchId !== null && tenantId !== '',
    // A payment recorded a moment ago changes it: read again at each opening.
    staleTime: 0,
  });
}

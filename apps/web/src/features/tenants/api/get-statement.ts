import type { TenantStatement } from '@pg/contracts/dues';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** A tenant's statement as of today: the dated lines with the running balance, the deposit. */
export function useTenantStatement(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.statement(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<TenantStatement>(`/api/tenants/${id}/statement`, { signal }),
    enabled: Boolean(id),
  });
}

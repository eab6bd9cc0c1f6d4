import type { Tenant } from '@pg/contracts/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** One tenant, for their page. */
export function useTenant(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<Tenant>(`/api/tenants/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

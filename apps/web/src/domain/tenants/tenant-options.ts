import { type ListResponse, PICKER_LIMIT } from '@pg/contracts/lists';
import type { Tenant, TenantOption } from '@pg/contracts/tenants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const tenantOptionsKeys = {
  all: queryRoots.tenantOptions,
  search: (branchId: string, q: string) => [...tenantOptionsKeys.all, branchId, q] as const,
  one: (id: string) => [...tenantOptionsKeys.all, 'one', id] as const,
};

function getTenantOptions(branchId: string, q: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<TenantOption>>(`/api/branches/${branchId}/tenants/options`, {
    query: { q, limit: PICKER_LIMIT },
    signal,
  });
}

/**
 * The first matches among the tenants of the branch who have not left, by name or phone, for the
 * pickers of the booking, payment, complaint and visitor dialogs; `total` counts them all.
 */
export function useTenantOptions(branchId: string, q: string, enabled = true) {
  return useQuery({
    queryKey: tenantOptionsKeys.search(branchId, q),
    queryFn: ({ signal }) => getTenantOptions(branchId, q, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Checked again each time a dialog opens: a tenant added a moment ago must be offered.
    staleTime: 0,
  });
}

/** A chosen tenant's name and phone when the current matches do not hold them (a restored form). */
export function useTenantOption(id: string, enabled: boolean) {
  return useQuery({
    queryKey: tenantOptionsKeys.one(id),
    queryFn: ({ signal }): Promise<TenantOption> =>
      apiClient
        .get<Tenant>(`/api/tenants/${id}`, { signal })
        .then(({ name, phone }) => ({ id, name, phone })),
    enabled: enabled && id !== '',
  });
}

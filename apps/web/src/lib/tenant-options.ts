import type { ListResponse } from '@pg/contracts/common';
import type { TenantOption } from '@pg/contracts/tenants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** How many tenants a picker lists before it asks for a search. */
export const TENANT_OPTIONS_LIMIT = 200;

const tenantOptionsKeys = {
  all: queryRoots.tenantOptions,
  search: (branchId: string, q: string) => [...tenantOptionsKeys.all, branchId, q] as const,
};

function getTenantOptions(branchId: string, q: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<TenantOption>>(`/api/branches/${branchId}/tenants/options`, {
    query: { q: q.trim(), limit: TENANT_OPTIONS_LIMIT },
    signal,
  });
}

/**
 * Tenants of the branch who have not left, for the pickers of the booking, payment and complaint
 * dialogs, searched by name or phone on the server.
 */
export function useTenantOptions(branchId: string, q: string, enabled = true) {
  return useQuery({
    queryKey: tenantOptionsKeys.search(branchId, q.trim()),
    queryFn: ({ signal }) => getTenantOptions(branchId, q, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Checked again each time a dialog opens: a tenant added a moment ago must be offered.
    staleTime: 0,
  });
}

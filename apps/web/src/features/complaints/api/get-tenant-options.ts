import type { ListResponse } from '@pg/contracts/common';
import type { TenantOption } from '@pg/contracts/tenants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { complaintKeys } from './complaint-keys';

export const TENANT_OPTIONS_LIMIT = 200;

export function getTenantOptions(branchId: string, q: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<TenantOption>>(`/api/branches/${branchId}/tenants/options`, {
    query: { q: q.trim(), limit: TENANT_OPTIONS_LIMIT },
    signal,
  });
}

/** Tenants of the branch who have not left, for the New Complaint dialog (searched by name). */
export function useTenantOptions(branchId: string | null, q: string) {
  return useQuery({
    queryKey: complaintKeys.tenantOptions(branchId ?? '', q.trim()),
    queryFn: ({ signal }) => getTenantOptions(branchId!, q, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
    // Always checked again when the dialog opens: a tenant added a moment ago must be offered.
    staleTime: 0,
  });
}

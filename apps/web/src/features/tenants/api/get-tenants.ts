import { type ListResponse, PAGE_SIZE } from '@pg/contracts/common';
import type { Tenant } from '@pg/contracts/tenants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type TenantListParams, tenantKeys } from './tenant-keys';

function getTenants(branchId: string, params: TenantListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Tenant>>(`/api/branches/${branchId}/tenants`, {
    query: {
      status: params.status,
      q: params.q?.trim(),
      compliance: params.compliance,
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's active (newest first) or inactive (latest departure first) tenants. */
export function useTenants(branchId: string | null, params: TenantListParams) {
  return useQuery({
    queryKey: tenantKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getTenants(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

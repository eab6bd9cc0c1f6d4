import type { ListResponse } from '@pg/contracts/common';
import type { TenantOption } from '@pg/contracts/tenants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

export const TENANT_OPTIONS_LIMIT = 200;

export function getTenantOptions(branchId: string, q: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<TenantOption>>(`/api/branches/${branchId}/tenants/options`, {
    query: { q: q.trim(), limit: TENANT_OPTIONS_LIMIT },
    signal,
  });
}

/** Tenants of the branch who have not left, for the Create Booking dialog (searched by name or phone). */
export function useTenantOptions(branchId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.tenantOptions(branchId, q.trim()),
    queryFn: ({ signal }) => getTenantOptions(branchId, q, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Checked again each time the dialog opens: a tenant added a moment ago must be offered.
    staleTime: 0,
  });
}

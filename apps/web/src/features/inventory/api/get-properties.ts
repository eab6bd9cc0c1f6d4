import type { Property, PropertyListQuery } from '@pg/contracts/inventory';
import type { ListResponse } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

function getProperties(branchId: string, params: PropertyListQuery, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Property>>(`/api/branches/${encodeURIComponent(branchId)}/properties`, {
    query: params,
    signal,
  });
}

/** The branch's properties (none while no branch is selected, or while `enabled` is false). */
export function useProperties(
  branchId: string | null,
  params: PropertyListQuery,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: inventoryKeys.properties(branchId ?? '', params),
    queryFn: ({ signal }) => getProperties(branchId!, params, signal),
    enabled: branchId !== null && (options.enabled ?? true),
    // While a filter or page changes, keep the previous rows instead of flashing skeletons (tables);
    // a drill-down panel shows skeletons instead, never another parent's children.
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  });
}

import type { Floor, FloorListQuery } from '@pg/contracts/inventory';
import type { ListResponse } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

function getFloors(branchId: string, params: FloorListQuery, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Floor>>(`/api/branches/${encodeURIComponent(branchId)}/floors`, {
    query: params,
    signal,
  });
}

/** The branch's floors (none while no branch is selected, or while `enabled` is false). */
export function useFloors(
  branchId: string | null,
  params: FloorListQuery,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: inventoryKeys.floors(branchId ?? '', params),
    queryFn: ({ signal }) => getFloors(branchId!, params, signal),
    enabled: branchId !== null && (options.enabled ?? true),
    // While a filter or page changes, keep the previous rows instead of flashing skeletons (tables);
    // a drill-down panel shows skeletons instead, never another parent's children.
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  });
}

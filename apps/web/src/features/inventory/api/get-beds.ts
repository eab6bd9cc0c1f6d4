import type { Bed, BedListQuery } from '@pg/contracts/inventory';
import type { ListResponse } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

function getBeds(branchId: string, params: BedListQuery, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Bed>>(`/api/branches/${encodeURIComponent(branchId)}/beds`, {
    query: params,
    signal,
  });
}

/** The branch's beds (none while no branch is selected, or while `enabled` is false). */
export function useBeds(
  branchId: string | null,
  params: BedListQuery,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: inventoryKeys.beds(branchId ?? '', params),
    queryFn: ({ signal }) => getBeds(branchId!, params, signal),
    enabled: branchId !== null && (options.enabled ?? true),
    // While a filter or page changes, keep the previous rows instead of flashing skeletons (tables);
    // a drill-down panel shows skeletons instead, never another parent's children.
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  });
}

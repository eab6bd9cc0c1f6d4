import type { Room, RoomListQuery } from '@pg/contracts/inventory';
import type { ListResponse } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

function getRooms(branchId: string, params: RoomListQuery, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Room>>(`/api/branches/${encodeURIComponent(branchId)}/rooms`, {
    query: params,
    signal,
  });
}

/** The branch's rooms (none while no branch is selected, or while `enabled` is false). */
export function useRooms(
  branchId: string | null,
  params: RoomListQuery,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: inventoryKeys.rooms(branchId ?? '', params),
    queryFn: ({ signal }) => getRooms(branchId!, params, signal),
    enabled: branchId !== null && (options.enabled ?? true),
    // While a filter or page changes, keep the previous rows instead of flashing skeletons (tables);
    // a drill-down panel shows skeletons instead, never another parent's children.
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  });
}

import type { Booking } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** The bed's bookings, newest first (GET /api/branches/:branchId/bookings?bed_id=...). */
function getBedBookings(branchId: string, bedId: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Booking>>(`/api/branches/${encodeURIComponent(branchId)}/bookings`, {
    query: { bed_id: bedId, limit: 50 },
    signal,
  });
}

/** A bed's bookings: the out-of-service warning lists those on the days it is taken out. */
export function useBedBookings(branchId: string, bedId: string, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.bedBookings(branchId, bedId),
    queryFn: ({ signal }) => getBedBookings(branchId, bedId, signal),
    enabled,
    staleTime: 0,
  });
}

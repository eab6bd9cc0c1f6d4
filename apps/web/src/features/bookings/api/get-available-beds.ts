import type { ListResponse } from '@pg/contracts/common';
import type { Bed } from '@pg/contracts/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

export const AVAILABLE_BEDS_LIMIT = 200;

/** The inventory's bed list, available beds only (GET /api/branches/:branchId/beds?status=available). */
export function getAvailableBeds(branchId: string, q: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Bed>>(`/api/branches/${branchId}/beds`, {
    query: { status: 'available', q: q.trim(), limit: AVAILABLE_BEDS_LIMIT },
    signal,
  });
}

/** Available beds of the branch with their room, property and rent per day, for the Create Booking dialog. */
export function useAvailableBeds(branchId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.availableBeds(branchId, q.trim()),
    queryFn: ({ signal }) => getAvailableBeds(branchId, q, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Checked again each time the dialog opens: a bed booked a moment ago must not be offered.
    staleTime: 0,
  });
}

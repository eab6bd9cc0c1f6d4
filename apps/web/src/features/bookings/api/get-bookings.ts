import type { Booking } from '@pg/contracts/bookings';
import { type ListResponse, PAGE_SIZE } from '@pg/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type BookingListParams, bookingKeys } from './booking-keys';

function getBookings(branchId: string, params: BookingListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Booking>>(`/api/branches/${branchId}/bookings`, {
    query: {
      ...params.filters,
      q: params.q?.trim(),
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's bookings (newest first), searched by tenant name on the server. */
export function useBookings(branchId: string | null, params: BookingListParams) {
  return useQuery({
    queryKey: bookingKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getBookings(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

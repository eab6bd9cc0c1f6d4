import type { BedBoard } from '@pg/contracts/bed-status';
import type { Booking } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** Every room and bed of the branch with its status on `date` (GET /api/branches/:branchId/beds/board). */
export function useBedBoard(branchId: string, date: string) {
  return useQuery({
    queryKey: bookingKeys.board(branchId, date),
    queryFn: ({ signal }) =>
      apiClient.get<BedBoard>(`/api/branches/${encodeURIComponent(branchId)}/beds/board`, {
        query: { date },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One bed's bookings, newest first: what a tile of the board opens. */
export function useBookingsOfBed(branchId: string, bedId: string | null) {
  return useQuery({
    queryKey: bookingKeys.ofBed(branchId, bedId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<ListResponse<Booking>>(`/api/branches/${encodeURIComponent(branchId)}/bookings`, {
        query: { bed_id: bedId!, limit: 50 },
        signal,
      }),
    enabled: bedId !== null,
  });
}

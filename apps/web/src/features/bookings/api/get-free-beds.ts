import type { FreeBed } from '@pg/contracts/bed-status';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** Beds free on every day from `start` to `end` (GET /api/branches/:branchId/beds/free). */
function getFreeBeds(branchId: string, start: string, end: string, signal?: AbortSignal) {
  return apiClient.get<{ items: FreeBed[] }>(`/api/branches/${encodeURIComponent(branchId)}/beds/free`, {
    query: { start_date: start, end_date: end },
    signal,
  });
}

/**
 * The beds a booking from `start` to `end` can have, with their room, property and rent per day;
 * none are asked for until both dates are valid and in order (`range` null).
 */
export function useFreeBeds(branchId: string, range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: bookingKeys.freeBeds(branchId, range?.start ?? '', range?.end ?? ''),
    queryFn: ({ signal }) => getFreeBeds(branchId, range!.start, range!.end, signal),
    enabled: range !== null,
    // Checked again each time: a bed booked a moment ago must not be offered.
    staleTime: 0,
  });
}

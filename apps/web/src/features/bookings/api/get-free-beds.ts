import type { FreeBed } from '@pg/contracts/bed-status';
import { PICKER_LIMIT } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

type Range = { start: string; end: string };

/** Beds free on every day from `start` to `end` (GET /api/branches/:branchId/beds/free). */
function getFreeBeds(
  branchId: string,
  range: Range,
  filter: { q?: string; bed_id?: string; limit: number },
  signal?: AbortSignal,
) {
  return apiClient.get<{ items: FreeBed[] }>(`/api/branches/${encodeURIComponent(branchId)}/beds/free`, {
    query: { start_date: range.start, end_date: range.end, ...filter },
    signal,
  });
}

/**
 * The first beds a booking from `start` to `end` can have whose bed, room or property matches `q`,
 * with their room, property and rent per day (one more than a picker shows, to know whether there
 * are others); none are asked for until both dates are valid and in order (`range` null).
 */
export function useFreeBeds(branchId: string, range: Range | null, q: string) {
  return useQuery({
    queryKey: bookingKeys.freeBeds(branchId, range?.start ?? '', range?.end ?? '', q),
    queryFn: ({ signal }) => getFreeBeds(branchId, range!, { q, limit: PICKER_LIMIT + 1 }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // Checked again each time: a bed booked a moment ago must not be offered.
    staleTime: 0,
  });
}

/** The chosen bed if it is free on every day of the range (its rent for the preview), or null. */
export function useFreeBed(branchId: string, range: Range | null, bedId: string) {
  return useQuery({
    queryKey: bookingKeys.freeBeds(branchId, range?.start ?? '', range?.end ?? '', `id:${bedId}`),
    queryFn: ({ signal }) =>
      getFreeBeds(branchId, range!, { bed_id: bedId, limit: 1 }, signal).then((r) => r.items[0] ?? null),
    enabled: range !== null && bedId !== '',
    staleTime: 0,
  });
}

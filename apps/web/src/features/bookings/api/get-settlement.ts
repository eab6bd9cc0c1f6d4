import type { Settlement } from '@pg/contracts/settlements';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const settlementKey = (bookingId: string) => [...queryRoots.bookings, 'settlement', bookingId] as const;

function getSettlement(bookingId: string, signal?: AbortSignal) {
  return apiClient.get<Settlement>(`/api/bookings/${encodeURIComponent(bookingId)}/settlement`, { signal });
}

/** A booking's move-out settlement, as its letter prints it. */
export function useSettlement(bookingId: string | undefined) {
  return useQuery({
    queryKey: settlementKey(bookingId ?? ''),
    queryFn: ({ signal }) => getSettlement(bookingId!, signal),
    enabled: Boolean(bookingId),
  });
}

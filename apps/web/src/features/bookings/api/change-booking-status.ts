import type { Booking, BookingAction } from '@pg/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function changeBookingStatus(id: string, action: BookingAction) {
  return apiClient.post<Booking>(`/api/bookings/${id}/${action}`);
}

/** Check in, check out or cancel; refetched whether it worked or clashed with someone else's change. */
export function useChangeBookingStatus() {
  return useChangeMutation('bookings', {
    mutationFn: ({ id, action }: { id: string; action: BookingAction }) => changeBookingStatus(id, action),
  });
}

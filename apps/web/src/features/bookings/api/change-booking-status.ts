import type { Booking, BookingAction } from '@pg/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterBookingChange } from './invalidate';

export function changeBookingStatus(id: string, action: BookingAction) {
  return apiClient.post<Booking>(`/api/bookings/${id}/${action}`);
}

/** Check in, check out or cancel; refetched whether it worked or clashed with someone else's change. */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: BookingAction }) => changeBookingStatus(id, action),
    onSettled: () => invalidateAfterBookingChange(queryClient),
  });
}

import type { Booking, BookingValues } from '@pg/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterBookingChange } from './invalidate';

/** The server works the total rent out itself; none is sent. */
export function createBooking(branchId: string, input: BookingValues) {
  const { tenant_id, bed_id, start_date, end_date } = input;
  return apiClient.post<Booking>(`/api/branches/${branchId}/bookings`, {
    tenant_id,
    bed_id,
    start_date,
    end_date,
  });
}

export function useCreateBooking(branchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createBooking(branchId, input);
    },
    onSuccess: () => invalidateAfterBookingChange(queryClient),
  });
}

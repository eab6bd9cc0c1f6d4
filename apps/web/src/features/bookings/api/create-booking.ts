import type { Booking, BookingValues } from '@pg/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/**
 * The server works the total rent out itself; none is sent. The security deposit only when one is
 * given. `idempotencyKey`: one per opened dialog, so a retry or a double click books once.
 */
export function createBooking(branchId: string, input: BookingValues, idempotencyKey: string) {
  const { tenant_id, bed_id, start_date, end_date, deposit } = input;
  return apiClient.post<Booking>(
    `/api/branches/${branchId}/bookings`,
    { tenant_id, bed_id, start_date, end_date, ...(deposit ? { deposit } : {}) },
    { headers: idempotencyHeaders(idempotencyKey) },
  );
}

export function useCreateBooking(branchId: string | null) {
  return useChangeMutation('bookings', {
    mutationFn: ({ input, idempotencyKey }: { input: BookingValues; idempotencyKey: string }) => {
      if (!branchId) throw new Error('No branch selected');
      return createBooking(branchId, input, idempotencyKey);
    },
  });
}

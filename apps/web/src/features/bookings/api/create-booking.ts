import type { Booking, BookingValues } from '@pg/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/**
 * The server works the total rent out itself; none is sent. The security deposit only when one is
 * given; a monthly stay's rent per month, notice period and lock-in when typed (else the bed's and
 * the branch's). `idempotencyKey`: one per opened dialog, so a retry or a double click books once.
 */
export function createBooking(branchId: string, input: BookingValues, idempotencyKey: string) {
  const { tenant_id, bed_id, start_date, end_date, deposit, billing } = input;
  const monthly =
    billing === 'monthly'
      ? {
          billing,
          ...(input.monthly_rent != null ? { monthly_rent: input.monthly_rent } : {}),
          ...(input.notice_days != null ? { notice_days: input.notice_days } : {}),
          ...(input.lock_in_months != null ? { lock_in_months: input.lock_in_months } : {}),
        }
      : {};
  return apiClient.post<Booking>(
    `/api/branches/${branchId}/bookings`,
    { tenant_id, bed_id, start_date, end_date, ...(deposit ? { deposit } : {}), ...monthly },
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

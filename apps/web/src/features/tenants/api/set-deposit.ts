import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Sets a booking's security deposit, or clears it (null). */
export function useSetDeposit() {
  return useChangeMutation('bookings', {
    mutationFn: ({ bookingId, deposit }: { bookingId: string; deposit: number | null }) =>
      apiClient.put<{ id: string; deposit: number | null }>(`/api/bookings/${bookingId}/deposit`, {
        deposit,
      }),
  });
}

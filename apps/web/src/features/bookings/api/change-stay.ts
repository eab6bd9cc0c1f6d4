import type { Booking } from '@pg/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/** Changes to a stay's days: each changes its total, so each is sent with an idempotency key. */
export type StayChange =
  | { kind: 'notice'; body: { vacating_date: string } }
  | { kind: 'extend'; body: { end_date: string } }
  | { kind: 'move'; body: { bed_id: string; from_date: string } }
  | { kind: 'rent'; body: { monthly_rent: number; from_date: string } };

/**
 * POST /api/bookings/:id/notice | extend | move | rent; a move answers the booking that ended (none when it
 * moved whole, on its first day) and the one that began.
 */
function changeStay(id: string, change: StayChange, idempotencyKey: string) {
  return apiClient.post<Booking | { ended: Booking | null; started: Booking }>(
    `/api/bookings/${encodeURIComponent(id)}/${change.kind}`,
    change.body,
    { headers: idempotencyHeaders(idempotencyKey) },
  );
}

export function useChangeStay() {
  return useChangeMutation('bookings', {
    mutationFn: ({
      id,
      change,
      idempotencyKey,
    }: {
      id: string;
      change: StayChange;
      idempotencyKey: string;
    }) => changeStay(id, change, idempotencyKey),
  });
}

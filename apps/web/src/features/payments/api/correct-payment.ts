import type { PaymentUpdate } from '@pg/contracts/corrections';
import type { Payment } from '@pg/contracts/payments';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Edits a payment (amount, method, date, reference, note); audited on the server. */
export function useUpdatePayment() {
  return useChangeMutation('payments', {
    mutationFn: ({ id, input }: { id: string; input: PaymentUpdate }) =>
      apiClient.patch<Payment>(`/api/payments/${id}`, input),
  });
}

/** Voids a payment with a reason: it stays in the history, struck through, and counts nowhere. */
export function useVoidPayment() {
  return useChangeMutation('payments', {
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post<Payment>(`/api/payments/${id}/void`, { reason }),
  });
}

import type { Payment, PaymentValues } from '@pg/contracts/payments';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/** `idempotencyKey`: one per opened dialog, so a retry or a double click records once. */
export function createPayment(branchId: string, input: PaymentValues, idempotencyKey: string) {
  return apiClient.post<Payment>(`/api/branches/${branchId}/payments`, input, {
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Records a payment; the branch's list and total are fetched again. */
export function useCreatePayment(branchId: string | null) {
  return useChangeMutation('payments', {
    mutationFn: ({ input, idempotencyKey }: { input: PaymentValues; idempotencyKey: string }) => {
      if (!branchId) throw new Error('No branch selected');
      return createPayment(branchId, input, idempotencyKey);
    },
  });
}

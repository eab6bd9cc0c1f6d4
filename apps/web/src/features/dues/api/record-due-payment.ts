import type { Payment, PaymentValues } from '@pg/contracts/payments';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/**
 * Records a payment against a tenant's dues (`idempotencyKey`: one per opened dialog); the dues,
 * the payments and the dashboard are fetched again.
 */
export function useRecordDuePayment(branchId: string) {
  return useChangeMutation('dues', {
    mutationFn: ({ input, idempotencyKey }: { input: PaymentValues; idempotencyKey: string }) =>
      apiClient.post<Payment>(`/api/branches/${branchId}/payments`, input, {
        headers: idempotencyHeaders(idempotencyKey),
      }),
  });
}

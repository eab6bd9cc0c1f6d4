import type { PaymentSummary } from '@pg/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

function getPaymentSummary(branchId: string, signal?: AbortSignal) {
  return apiClient.get<PaymentSummary>(`/api/branches/${branchId}/payments/summary`, { signal });
}

/** Completed payments of the whole branch: their sum and number. */
export function usePaymentSummary(branchId: string | null) {
  return useQuery({
    queryKey: paymentKeys.summary(branchId ?? ''),
    queryFn: ({ signal }) => getPaymentSummary(branchId!, signal),
    enabled: branchId !== null,
  });
}

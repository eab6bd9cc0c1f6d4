import type { PaymentReceipt } from '@pg/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

function getPaymentReceipt(id: string, signal?: AbortSignal) {
  return apiClient.get<PaymentReceipt>(`/api/payments/${id}`, { signal });
}

/** One payment with everything its printed receipt shows. */
export function usePaymentReceipt(id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.receipt(id ?? ''),
    queryFn: ({ signal }) => getPaymentReceipt(id!, signal),
    enabled: Boolean(id),
  });
}

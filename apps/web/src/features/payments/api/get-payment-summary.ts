import type { PaymentSummary } from '@pg/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type PagedListParams, pagedListQuery } from '@/lib/use-branch-list';
import { paymentKeys } from './payment-keys';

/**
 * The Payments card over the payments the list's filters and search pick (any page): rent
 * collected, and the deposits received apart.
 */
export function usePaymentSummary(branchId: string | null, params: PagedListParams) {
  const filtered = { q: params.q, page: 1, filters: params.filters };
  return useQuery({
    queryKey: paymentKeys.summary(branchId ?? '', filtered),
    queryFn: ({ signal }) =>
      apiClient.get<PaymentSummary>(`/api/branches/${branchId}/payments/summary`, {
        query: pagedListQuery(filtered),
        signal,
      }),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

import { type ListResponse, PAGE_SIZE } from '@pg/contracts/common';
import type { Payment } from '@pg/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type PaymentListParams, paymentKeys } from './payment-keys';

function getPayments(branchId: string, params: PaymentListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Payment>>(`/api/branches/${branchId}/payments`, {
    query: {
      ...params.filters,
      q: params.q?.trim(),
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's payments (newest date first unless sorted), searched and filtered on the server. */
export function usePayments(branchId: string | null, params: PaymentListParams) {
  return useQuery({
    queryKey: paymentKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getPayments(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

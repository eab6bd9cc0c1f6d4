import type { Payment } from '@pg/contracts/payments';
import type { AwaitingPayment } from '@pg/contracts/tenant-app';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';
import { duesKeys } from './dues-keys';

/** Payments tenants said they made in the tenant app, waiting for the staff's confirmation. */
export function useAwaitingPayments(branchId: string | null) {
  return useQuery({
    queryKey: [...duesKeys.branch(branchId ?? ''), 'awaiting'],
    queryFn: () =>
      apiClient.get<{ items: AwaitingPayment[] }>(
        `/api/branches/${encodeURIComponent(branchId ?? '')}/payments/awaiting`,
      ),
    enabled: Boolean(branchId),
  });
}

export function useConfirmPayment() {
  return useChangeMutation('payments', {
    mutationFn: (id: string) => apiClient.post<Payment>(`/api/payments/${encodeURIComponent(id)}/confirm`),
  });
}

export function useRejectPayment() {
  return useChangeMutation('payments', {
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post<Payment>(`/api/payments/${encodeURIComponent(id)}/reject`, { reason }),
  });
}

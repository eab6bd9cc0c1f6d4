import type { Payment, PaymentValues } from '@pg/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

export function createPayment(branchId: string, input: PaymentValues) {
  return apiClient.post<Payment>(`/api/branches/${branchId}/payments`, input);
}

/** Records a payment; the branch's list and total are fetched again. */
export function useCreatePayment(branchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createPayment(branchId, input);
    },
    onSuccess: () => {
      if (branchId) void queryClient.invalidateQueries({ queryKey: paymentKeys.branch(branchId) });
    },
  });
}

import type { TenantStatement } from '@pg/contracts/dues';
import type { PaymentReceipt } from '@pg/contracts/payments';
import type { TenantHome, TenantPayment, TenantPaymentInput } from '@pg/contracts/tenant-app';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The tenant app's data: every request is the signed-in tenant's own (the session says whose). */
const base = '/api/tenant-app';

export const useTenantHome = () =>
  useQuery({ queryKey: ['tenant-app', 'home'], queryFn: () => apiClient.get<TenantHome>(`${base}/home`) });

export const useMyStatement = () =>
  useQuery({
    queryKey: ['tenant-app', 'statement'],
    queryFn: () => apiClient.get<TenantStatement>(`${base}/statement`),
  });

export const useMyPayments = () =>
  useQuery({
    queryKey: ['tenant-app', 'payments'],
    queryFn: () => apiClient.get<{ items: TenantPayment[] }>(`${base}/payments`),
  });

export const useMyReceipt = (id: string | undefined) =>
  useQuery({
    queryKey: ['tenant-app', 'receipt', id],
    queryFn: () => apiClient.get<PaymentReceipt>(`${base}/payments/${encodeURIComponent(id ?? '')}/receipt`),
    enabled: Boolean(id),
  });

export function useSendPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantPaymentInput) => apiClient.post<{ id: string }>(`${base}/payments`, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['tenant-app'] }),
  });
}

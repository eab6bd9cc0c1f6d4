import type { Charge, ChargeValues } from '@pg/contracts/charges';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/** Adds a charge to a tenant (`idempotencyKey`: one per opened dialog); their dues follow. */
export function useAddCharge(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: ({ input, idempotencyKey }: { input: ChargeValues; idempotencyKey: string }) =>
      apiClient.post<Charge>(`/api/tenants/${tenantId}/charges`, input, {
        headers: idempotencyHeaders(idempotencyKey),
      }),
  });
}

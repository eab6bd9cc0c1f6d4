import type { Charge } from '@pg/contracts/charges';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Voids a charge with a reason: it stays on the statement, struck through, and is owed no more. */
export function useVoidCharge() {
  return useChangeMutation('tenants', {
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post<Charge>(`/api/charges/${id}/void`, { reason }),
  });
}

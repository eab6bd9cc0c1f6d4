import type { Visitor } from '@pg/contracts/visitors';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Marks a visitor as gone out, now. */
export function useMarkVisitorOut() {
  return useChangeMutation('visitors', {
    mutationFn: (id: string) => apiClient.post<Visitor>(`/api/visitors/${id}/out`),
  });
}

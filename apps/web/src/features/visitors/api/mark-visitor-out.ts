import type { Visitor, VisitorOutInput } from '@pg/contracts/visitors';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Marks a visitor as gone out: now, or at `out_at` (entered after the fact). */
export function useMarkVisitorOut() {
  return useChangeMutation('visitors', {
    mutationFn: ({ id, ...input }: VisitorOutInput & { id: string }) =>
      apiClient.post<Visitor>(`/api/visitors/${id}/out`, input),
  });
}

import type { Visitor, VisitorInput } from '@pg/contracts/visitors';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function recordVisitor(branchId: string, input: VisitorInput) {
  return apiClient.post<Visitor>(`/api/branches/${branchId}/visitors`, input);
}

/** Records a visitor at the gate (in now). */
export function useRecordVisitor(branchId: string | null) {
  return useChangeMutation('visitors', {
    mutationFn: (input: VisitorInput) => {
      if (!branchId) throw new Error('No branch selected');
      return recordVisitor(branchId, input);
    },
  });
}

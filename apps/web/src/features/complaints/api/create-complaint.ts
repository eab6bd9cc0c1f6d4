import type { Complaint, ComplaintValues } from '@pg/contracts/complaints';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createComplaint(branchId: string, input: ComplaintValues) {
  return apiClient.post<Complaint>(`/api/branches/${branchId}/complaints`, input);
}

/** Registers a complaint (open); the branch's list and count are fetched again. */
export function useCreateComplaint(branchId: string | null) {
  return useChangeMutation('complaints', {
    mutationFn: (input: ComplaintValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createComplaint(branchId, input);
    },
  });
}

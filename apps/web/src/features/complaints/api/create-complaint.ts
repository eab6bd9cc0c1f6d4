import type { Complaint, ComplaintValues } from '@pg/contracts/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { complaintKeys } from './complaint-keys';

export function createComplaint(branchId: string, input: ComplaintValues) {
  return apiClient.post<Complaint>(`/api/branches/${branchId}/complaints`, input);
}

/** Registers a complaint (open); the branch's list and count are fetched again. */
export function useCreateComplaint(branchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplaintValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createComplaint(branchId, input);
    },
    onSuccess: () => {
      if (branchId) void queryClient.invalidateQueries({ queryKey: complaintKeys.branch(branchId) });
    },
  });
}

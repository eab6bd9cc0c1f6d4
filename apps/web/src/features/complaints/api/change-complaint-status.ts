import type { Complaint, ComplaintStatus } from '@pg/contracts/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { complaintKeys } from './complaint-keys';

export function changeComplaintStatus(id: string, status: ComplaintStatus) {
  return apiClient.patch<Complaint>(`/api/complaints/${id}/status`, { status });
}

/** Moves a complaint on (in progress, resolved, closed); refetched whether it worked or clashed. */
export function useChangeComplaintStatus(branchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ComplaintStatus }) =>
      changeComplaintStatus(id, status),
    onSettled: () => {
      if (branchId) void queryClient.invalidateQueries({ queryKey: complaintKeys.branch(branchId) });
    },
  });
}

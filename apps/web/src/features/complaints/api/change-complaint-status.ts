import type { Complaint, ComplaintStatus } from '@pg/contracts/complaints';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function changeComplaintStatus(id: string, status: ComplaintStatus) {
  return apiClient.patch<Complaint>(`/api/complaints/${id}/status`, { status });
}

/** Moves a complaint on (in progress, resolved, closed); refetched whether it worked or clashed. */
export function useChangeComplaintStatus() {
  return useChangeMutation('complaints', {
    mutationFn: ({ id, status }: { id: string; status: ComplaintStatus }) =>
      changeComplaintStatus(id, status),
  });
}

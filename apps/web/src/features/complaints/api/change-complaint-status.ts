import type { Complaint, ComplaintStatus } from '@pg/contracts/complaints';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

type StatusChange = { id: string; status: ComplaintStatus; note?: string | null };

function changeComplaintStatus({ id, status, note }: StatusChange) {
  return apiClient.patch<Complaint>(`/api/complaints/${id}/status`, { status, ...(note ? { note } : {}) });
}

/**
 * Moves a complaint on (in progress, resolved with a note, closed); refetched whether it worked or
 * clashed.
 */
export function useChangeComplaintStatus() {
  return useChangeMutation('complaints', { mutationFn: changeComplaintStatus });
}

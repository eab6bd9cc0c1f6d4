import type { ComplaintSummary } from '@pg/contracts/complaints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { complaintKeys } from './complaint-keys';

function getComplaintSummary(branchId: string, signal?: AbortSignal) {
  return apiClient.get<ComplaintSummary>(`/api/branches/${branchId}/complaints/summary`, { signal });
}

/** How many complaints of the whole branch are open (or in progress), and in all. */
export function useComplaintSummary(branchId: string | null) {
  return useQuery({
    queryKey: complaintKeys.summary(branchId ?? ''),
    queryFn: ({ signal }) => getComplaintSummary(branchId!, signal),
    enabled: branchId !== null,
  });
}

import { type ListResponse, PAGE_SIZE } from '@pg/contracts/common';
import type { Complaint } from '@pg/contracts/complaints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ComplaintListParams, complaintKeys } from './complaint-keys';

function getComplaints(branchId: string, params: ComplaintListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Complaint>>(`/api/branches/${branchId}/complaints`, {
    query: {
      ...params.filters,
      q: params.q?.trim(),
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's complaints (newest first), searched over tenant, category and description. */
export function useComplaints(branchId: string | null, params: ComplaintListParams) {
  return useQuery({
    queryKey: complaintKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getComplaints(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

import type { ApplicationList } from '@pg/contracts/applications';
import { PAGE_SIZE } from '@pg/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ApplicationListParams, applicationKeys } from './application-keys';

function getApplications(branchId: string, params: ApplicationListParams, signal?: AbortSignal) {
  return apiClient.get<ApplicationList>(`/api/branches/${branchId}/applications`, {
    query: {
      status: params.status,
      q: params.q?.trim(),
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's applications in one status (newest first), with the count of each status. */
export function useApplications(branchId: string | null, params: ApplicationListParams) {
  return useQuery({
    queryKey: applicationKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getApplications(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

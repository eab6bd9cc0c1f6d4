import type { ListResponse } from '@pg/contracts/lists';
import type { Visitor } from '@pg/contracts/visitors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type VisitorListParams, visitorKeys } from './visitor-keys';

function getVisitors(branchId: string, params: VisitorListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Visitor>>(`/api/branches/${branchId}/visitors`, {
    query: { date: params.date, q: params.q?.trim(), limit: 500 },
    signal,
  });
}

/** The visitors who came in on a day (latest first), searched by visitor or tenant. */
export function useVisitors(branchId: string | null, params: VisitorListParams) {
  return useQuery({
    queryKey: visitorKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getVisitors(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

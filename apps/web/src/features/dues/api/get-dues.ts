import { PAGE_SIZE } from '@pg/contracts/common';
import type { DuesPage } from '@pg/contracts/dues';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type DuesListParams, duesKeys } from './dues-keys';

export function getDues(branchId: string, params: DuesListParams, signal?: AbortSignal) {
  return apiClient.get<DuesPage>(`/api/branches/${branchId}/dues`, {
    query: {
      q: params.q?.trim() || undefined,
      filter: params.filter,
      sort: params.sort,
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's tenants who owe, and the cards (worked out on the server, as of today). */
export function useDues(branchId: string | null, params: DuesListParams) {
  return useQuery({
    queryKey: duesKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getDues(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

import type { Branch } from '@pg/contracts/branches';
import type { ListResponse } from '@pg/contracts/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

type BranchListParams = {
  /** Case-insensitive search in code and name (done by the server). */
  q?: string;
  /** `code` (A-Z, for the header's selector) or `newest` first (the branches page). */
  sort: 'code' | 'newest';
};

/** Query keys of the branches feature; mutations invalidate `branchKeys.lists()`. */
const branchKeys = {
  all: queryRoots.branches,
  lists: () => [...branchKeys.all, 'list'] as const,
  list: (params: BranchListParams) => [...branchKeys.lists(), params] as const,
};

function getBranches(params: BranchListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Branch>>('/api/branches', {
    query: { q: params.q?.trim(), sort: params.sort },
    signal,
  });
}

/** The branch list's query, for `useBranches` and for fetching it before the shell renders. */
export const branchListOptions = (params: BranchListParams) =>
  queryOptions({
    queryKey: branchKeys.list(params),
    queryFn: ({ signal }) => getBranches(params, signal),
    // While a new search runs, keep showing the previous rows instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useBranches(params: BranchListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...branchListOptions(params), enabled: options.enabled ?? true });
}

import { PAGE_SIZE } from '@pg/contracts/lists';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useBranch } from '@/lib/branch-context';
import { type ListFilterSpec, type PagedListParams, useListSearch } from '@/lib/use-list-search';

export type { PagedListParams };

/** The query string of a page of a list: the filters and sort, the search (trimmed), one page of PAGE_SIZE. */
export const pagedListQuery = ({ q, page, filters }: PagedListParams) => ({
  ...filters,
  q: q?.trim(),
  limit: PAGE_SIZE,
  offset: (page - 1) * PAGE_SIZE,
});

/**
 * A page of the selected branch's `resource` (GET /api/branches/:branchId/<resource>), cached under
 * `queryKey`. Nothing is asked until a branch is chosen, and the page shown stays on screen while the
 * next one (another search, filter or page) loads.
 */
export function useBranchList<TPage>(
  queryKey: QueryKey,
  branchId: string | null,
  resource: string,
  params: PagedListParams,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiClient.get<TPage>(`/api/branches/${branchId}/${resource}`, {
        query: pagedListQuery(params),
        signal,
      }),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * A page listing the selected branch's records: the branch, and the list's search, page, filters
 * and sort kept in the address (useListSearch with `filters`; another branch starts from page 1).
 */
export function useBranchListing(filters: ListFilterSpec) {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const listing = useListSearch(branchId ?? '', undefined, filters);
  return { selectedBranch, branchId, listing };
}

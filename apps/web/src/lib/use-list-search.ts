import { PAGE_SIZE } from '@pg/contracts/common';
import { useState } from 'react';
import type { TableState } from '@/components/ui/data-table';
import type { PaginationBarProps } from '@/components/ui/pagination-bar';
import type { SearchBoxProps } from '@/components/ui/search-box';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A page number (1-based) that goes back to 1 whenever `key` (the branch, the search, a tab) changes. */
export function usePage(key: string) {
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return [page, (next: number) => setPaging({ key, page: next })] as const;
}

const asTyped = (q: string) => q;

/**
 * A list page's search box and page number. The search `q` follows what is typed once typing
 * pauses (300 ms), passed through `toQuery` (e.g. to keep a whole Aadhar number out of the URL);
 * a new search, or another `scope` (the branch, a filter), starts again from the first page.
 */
export function useListSearch(scope = '', toQuery: (typed: string) => string = asTyped) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(toQuery(search.trim()), 300);
  const [page, setPage] = usePage(`${scope}|${q}`);
  return { search, setSearch, q, page, setPage };
}

/** What the helpers below read of a list's query (a TanStack Query result). */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data?: { total: number } | undefined;
  refetch: () => unknown;
};

/** A table's states from its query: skeletons while pending, the failure with 'Try again', the hint when empty. */
export const tableStateOf = (query: ListQuery, emptyHint?: string): TableState => ({
  isLoading: query.isPending,
  isError: query.isError,
  onRetry: () => void query.refetch(),
  emptyHint,
});

/** The search box above a list, on the text of `useListSearch`, with a spinner while a new search loads. */
export const searchBoxOf = (
  { search, setSearch }: { search: string; setSearch: (value: string) => void },
  query: ListQuery,
  texts: { label: string; placeholder: string },
): SearchBoxProps => ({
  value: search,
  onChange: setSearch,
  ...texts,
  searching: query.isFetching && !query.isPending,
});

/** The pagination bar under a paged list, on the page number of `useListSearch`. */
export const paginationOf = (
  query: ListQuery,
  { page, setPage }: { page: number; setPage: (page: number) => void },
  noun: string,
): PaginationBarProps => ({
  page,
  pageSize: PAGE_SIZE,
  total: query.data?.total ?? 0,
  noun,
  onPageChange: setPage,
});

import { PAGE_SIZE } from '@pg/contracts/lists';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { TableSort, TableState } from '@/components/ui/data-table';
import type { FilterField, FilterValues, ListFiltersProps } from '@/components/ui/list-filters';
import type { PaginationBarProps } from '@/components/ui/pagination-bar';
import type { SearchBoxProps } from '@/components/ui/search-box';
import type { SelectOption } from '@/components/ui/select-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A page number (1-based) that goes back to 1 whenever `key` (the branch, the search, a tab) changes. */
export function usePage(key: string) {
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return [page, (next: number) => setPaging({ key, page: next })] as const;
}

const asTyped = (q: string) => q;

/**
 * The filters a list keeps in the address: their names and the list's query schema from contracts
 * (the one the server checks), which decides what of the address is taken.
 */
export type ListFilterSpec = {
  schema: z.ZodType;
  keys: readonly string[];
};

/** Filter values as the address holds them; a missing key is no filter. */
export type { FilterValues };

/** What a paged list asks for: the search, the page (1-based), and its filters and sort by name. */
export type PagedListParams = {
  q?: string | undefined;
  page: number;
  filters?: Record<string, string | undefined>;
};

const pageOf = (raw: string | null) => {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(n, 1);
};

/**
 * The filters and sort of the address that the list's schema takes; a value it refuses is left
 * out (not sent) and its message kept, e.g. a To date before the From date.
 */
function takenFilters(spec: ListFilterSpec | undefined, params: URLSearchParams) {
  const values: FilterValues = {};
  const errors: Record<string, string> = {};
  if (!spec) return { values, errors };
  for (const key of [...spec.keys, 'sort']) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key in values) errors[key] = issue.message;
      delete values[key];
    }
  }
  return { values, errors };
}

/**
 * A list page's state, kept in the address so that a link or a reload shows the same view and Back
 * and Forward step through it: the search `q` (?q=), the page (?page=), and with `filters` the
 * list's filters and sort order (?method=upi&from=2026-04-01&sort=amount_desc). The search follows
 * what is typed once typing pauses (300 ms), passed through `toQuery` (e.g. to keep a whole Aadhar
 * number out of the URL) and replaces the address entry; a filter, a sort or a page adds one. A new
 * search, filter or sort, or another `scope` (the branch), starts again from the first page.
 */
export function useListSearch(
  scope = '',
  toQuery: (typed: string) => string = asTyped,
  filters?: ListFilterSpec,
) {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const [search, setSearch] = useState(urlQ);
  const q = useDebouncedValue(toQuery(search.trim()), 300);
  const written = useRef(urlQ);

  const change = useCallback(
    (changes: FilterValues, options: { replace?: boolean; keepPage?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!options.keepPage) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  // What is typed goes to the address once it settles; Back or Forward to another search shows it.
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    change({ q }, { replace: true });
  }, [q, change]);
  useEffect(() => {
    if (urlQ === written.current) return;
    written.current = urlQ;
    setSearch(urlQ);
  }, [urlQ]);

  // Another branch: the first page of its list.
  const scoped = useRef(scope);
  useEffect(() => {
    const before = scoped.current;
    scoped.current = scope;
    // The first branch chosen after loading keeps the page of the address (a shared link).
    if (before && before !== scope) change({}, { replace: true });
  }, [scope, change]);

  const { values, errors } = useMemo(() => takenFilters(filters, params), [filters, params]);
  const { sort, ...filterValues } = values;
  return {
    search,
    setSearch,
    /** The search sent to the server: from the address, so a reload or a shared link searches at once. */
    q: urlQ === toQuery(search.trim()) ? urlQ : q,
    page: pageOf(params.get('page')),
    setPage: (page: number) => change({ page: page > 1 ? String(page) : undefined }, { keepPage: true }),
    filters: filterValues,
    filterErrors: errors,
    /** Sets or clears (undefined) filters, back to the first page; `replace` from a sheet that took its own entry. */
    setFilters: (changes: FilterValues, replace = false) => change(changes, { replace }),
    clearFilters: (replace = false) =>
      change(Object.fromEntries((filters?.keys ?? []).map((key) => [key, undefined])), { replace }),
    sort,
    setSort: (next: string | undefined) => change({ sort: next }),
  };
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
export const tableStateOf = (
  query: ListQuery,
  emptyHint?: string,
  filteredEmptyText?: string,
): TableState => ({
  isLoading: query.isPending,
  isError: query.isError,
  onRetry: () => void query.refetch(),
  emptyHint,
  filteredEmptyText,
});

type Listing = ReturnType<typeof useListSearch>;

/** The filter row of a list on the filters of `useListSearch`; with `sortOptions`, the phone's Sort select. */
export const listFiltersOf = (
  listing: Listing,
  noun: string,
  fields: FilterField[],
  sort?: { options: SelectOption[]; fallback: string },
  note?: string,
): ListFiltersProps => ({
  noun,
  fields,
  values: listing.filters,
  errors: listing.filterErrors,
  onChange: listing.setFilters,
  onClear: listing.clearFilters,
  sort: sort && {
    value: listing.sort ?? sort.fallback,
    options: sort.options,
    onChange: (v) => listing.setSort(v === sort.fallback ? undefined : v),
  },
  note,
});

/** Column-header sorting on the sort of `useListSearch`; `fallback` is the list's default order. */
export const tableSortOf = (listing: Listing, fallback: string): TableSort => ({
  value: listing.sort ?? fallback,
  onChange: (v) => listing.setSort(v === fallback ? undefined : v),
});

/** What a list's fetcher sends of `useListSearch`: the search, the page, the filters and the sort. */
export const listParamsOf = (listing: Listing): PagedListParams => ({
  q: listing.q || undefined,
  page: listing.page,
  filters: { ...listing.filters, sort: listing.sort },
});

/** True when any filter of `useListSearch` is on (the empty list then says the filters hide everything). */
const isFiltered = (listing: Listing) => Object.values(listing.filters).some(Boolean);

/**
 * A filtered list's table states (tableStateOf) and what its empty table says: with a filter on,
 * `filtered` and the hint to clear them; after a search, `searchedHint`; otherwise `emptyHint` (how
 * to add the first record, for those who may).
 */
export const filteredTableStateOf = (
  query: ListQuery,
  listing: Listing,
  texts: { filtered: string; clearHint: string; searchedHint: string; emptyHint?: string | undefined },
): TableState =>
  isFiltered(listing)
    ? tableStateOf(query, texts.clearHint, texts.filtered)
    : tableStateOf(query, listing.q ? texts.searchedHint : texts.emptyHint);

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

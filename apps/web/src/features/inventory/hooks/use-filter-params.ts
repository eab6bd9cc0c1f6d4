import { uuid } from '@pg/contracts/common';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters and the page number kept in the address (?property=…&room=…&page=2), so that a reload
 * or a shared link shows the same list. Ids that are not UUIDs are ignored, not sent.
 */
export function useFilterParams<K extends string>(idKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();

  const ids = {} as Record<K, string | undefined>;
  for (const key of idKeys) {
    const value = params.get(key);
    ids[key] = value && uuid.safeParse(value).success ? value : undefined;
  }

  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Sets (or clears, with null) some parameters; any filter change goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<K | 'status' | 'page' | 'view', string | null>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes) as [string, string | null | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** The list's page, for RecordsPage's paging: turning it keeps the filters. */
  const onPageChange = useCallback(
    (next: number) => update({ page: String(next) } as Parameters<typeof update>[0]),
    [update],
  );
  const paging = { page, onPageChange };

  return { ids, page, paging, params, update };
}

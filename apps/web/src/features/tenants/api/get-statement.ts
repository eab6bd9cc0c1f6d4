import { type StatementQuery, statementQuery, type TenantStatement } from '@pg/contracts/dues';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { apiClient } from '@/lib/api-client';
import type { FilterValues } from '@/lib/use-list-search';
import { tenantKeys } from './tenant-keys';

/**
 * A tenant's statement as of today: the dated lines with the running balance, the deposit; for a
 * date range, its lines after the opening balance.
 */
export function useTenantStatement(id: string | undefined, range: StatementQuery = {}) {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  const qs = search.toString();
  return useQuery({
    queryKey: [...tenantKeys.statement(id ?? ''), range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) =>
      apiClient.get<TenantStatement>(`/api/tenants/${id}/statement${qs ? `?${qs}` : ''}`, { signal }),
    enabled: Boolean(id),
  });
}

const RANGE_KEYS = ['from', 'to'] as const;

/**
 * The statement's date range as the address holds it (`?from=…&to=…`, so the printed statement and
 * a shared link show the same dates): the range the server is asked for (only when the contracts'
 * schema takes it), the values as typed, the schema's messages, and the changes ListFilters makes.
 */
export function useStatementRange() {
  const [params, setParams] = useSearchParams();
  const values: FilterValues = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const parsed = statementQuery.safeParse(values);
  const errors = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const onChange = useCallback(
    (changes: FilterValues, replace?: boolean) =>
      setParams(
        (p) => {
          for (const key of RANGE_KEYS) {
            if (!(key in changes)) continue;
            const v = changes[key];
            if (v) p.set(key, v);
            else p.delete(key);
          }
          return p;
        },
        { replace: replace ?? false },
      ),
    [setParams],
  );
  const onClear = useCallback(
    (replace?: boolean) =>
      setParams(
        (p) => {
          for (const key of RANGE_KEYS) p.delete(key);
          return p;
        },
        { replace: replace ?? false },
      ),
    [setParams],
  );
  const search = RANGE_KEYS.filter((k) => values[k])
    .map((k) => `${k}=${values[k]}`)
    .join('&');
  return {
    range: parsed.success ? parsed.data : {},
    values,
    errors,
    onChange,
    onClear,
    /** The range as a query string ('?from=…'), '' for the whole history. */
    search: search ? `?${search}` : '',
  };
}

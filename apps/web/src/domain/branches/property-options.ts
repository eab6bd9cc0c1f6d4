import type { Property } from '@pg/contracts/inventory';
import type { ListResponse } from '@pg/contracts/lists';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/ui/select-field';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * The branch's properties as choices of a form (an expense's property), by name. Under the
 * inventory's root, so adding or renaming a property refreshes them.
 */
export function usePropertyOptions(branchId: string | null, enabled = true) {
  return useQuery({
    queryKey: [...queryRoots.inventory, branchId ?? '', 'property-options'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ListResponse<Property>>(`/api/branches/${encodeURIComponent(branchId!)}/properties`, {
        query: { sort: 'name', limit: 500 },
        signal,
      }),
    enabled: branchId !== null && enabled,
    select: (list): SelectOption[] => list.items.map((p) => ({ value: p.id, label: p.name })),
  });
}

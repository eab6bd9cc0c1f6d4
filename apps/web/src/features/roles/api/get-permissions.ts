import type { ListResponse } from '@pg/contracts/lists';
import type { PermissionRow } from '@pg/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './role-keys';

function getPermissions(signal?: AbortSignal) {
  return apiClient.get<ListResponse<PermissionRow>>('/api/permissions', { signal });
}

/** The permission catalogue, by module, feature and action. It changes only with a release. */
export function usePermissions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: roleKeys.catalogue(),
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: 10 * 60_000,
    enabled: options.enabled ?? true,
  });
}

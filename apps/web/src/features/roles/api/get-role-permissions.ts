import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './role-keys';

type RolePermissions = { permission_ids: string[] };

function getRolePermissions(roleId: string, signal?: AbortSignal) {
  return apiClient.get<RolePermissions>(`/api/roles/${encodeURIComponent(roleId)}/permissions`, { signal });
}

export function useRolePermissions(roleId: string | null) {
  return useQuery({
    queryKey: roleKeys.permissions(roleId ?? ''),
    queryFn: ({ signal }) => getRolePermissions(roleId!, signal),
    enabled: roleId !== null,
  });
}

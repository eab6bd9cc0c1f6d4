import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './role-keys';

export type RolePermissionChange = { roleId: string; permissionId: string; granted: boolean };

export function updateRolePermission({ roleId, permissionId, granted }: RolePermissionChange) {
  const url = `/api/roles/${encodeURIComponent(roleId)}/permissions/${encodeURIComponent(permissionId)}`;
  return granted ? apiClient.put(url) : apiClient.delete(url);
}

/** Saves one checkbox; the role's permissions are read again before the mutation counts as settled. */
export function useUpdateRolePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermission,
    onSettled: (_data, _error, { roleId }) =>
      queryClient.invalidateQueries({ queryKey: roleKeys.permissions(roleId) }),
  });
}

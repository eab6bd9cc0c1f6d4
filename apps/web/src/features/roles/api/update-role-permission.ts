import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

type RolePermissionChange = { roleId: string; permissionId: string; granted: boolean };

function updateRolePermission({ roleId, permissionId, granted }: RolePermissionChange) {
  const url = `/api/roles/${encodeURIComponent(roleId)}/permissions/${encodeURIComponent(permissionId)}`;
  return granted ? apiClient.put(url) : apiClient.delete(url);
}

/** Saves one checkbox; the role's permissions are read again before the mutation counts as settled. */
export function useUpdateRolePermission() {
  return useChangeMutation('roles', { mutationFn: updateRolePermission });
}

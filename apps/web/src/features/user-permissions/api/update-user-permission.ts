import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessKeys } from './access-keys';

/** true = Grant, false = Deny, null = Default (the override is removed). */
export type OverrideChoice = boolean | null;
export type UserPermissionChange = { userId: string; permissionId: string; granted: OverrideChoice };

export function updateUserPermission({ userId, permissionId, granted }: UserPermissionChange) {
  const url = `/api/users/${encodeURIComponent(userId)}/permissions/${encodeURIComponent(permissionId)}`;
  return granted === null ? apiClient.delete(url) : apiClient.put(url, { granted });
}

export function useUpdateUserPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPermission,
    onSettled: (_data, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: accessKeys.permissions(userId) }),
  });
}

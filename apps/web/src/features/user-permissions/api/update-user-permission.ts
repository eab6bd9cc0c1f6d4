import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** true = Grant, false = Deny, null = Default (the override is removed). */
export type OverrideChoice = boolean | null;
type UserPermissionChange = { userId: string; permissionId: string; granted: OverrideChoice };

function updateUserPermission({ userId, permissionId, granted }: UserPermissionChange) {
  const url = `/api/users/${encodeURIComponent(userId)}/permissions/${encodeURIComponent(permissionId)}`;
  return granted === null ? apiClient.delete(url) : apiClient.put(url, { granted });
}

export function useUpdateUserPermission() {
  return useChangeMutation('userAccess', { mutationFn: updateUserPermission });
}

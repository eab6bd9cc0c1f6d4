import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

type UserRoleChange = { userId: string; roleId: string; assigned: boolean };

function updateUserRole({ userId, roleId, assigned }: UserRoleChange) {
  const url = `/api/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(roleId)}`;
  return assigned ? apiClient.put(url) : apiClient.delete(url);
}

/** Gives or takes one role; the user's roles, permissions and the user lists are read again. */
export function useUpdateUserRole() {
  return useChangeMutation('userAccess', { mutationFn: updateUserRole });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessKeys, USERS_LIST_PREFIX } from './access-keys';

export type UserRoleChange = { userId: string; roleId: string; assigned: boolean };

export function updateUserRole({ userId, roleId, assigned }: UserRoleChange) {
  const url = `/api/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(roleId)}`;
  return assigned ? apiClient.put(url) : apiClient.delete(url);
}

/** Gives or takes one role; the user's roles, permissions and the user lists are read again. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: (_data, _error, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accessKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: accessKeys.users() }),
        queryClient.invalidateQueries({ queryKey: USERS_LIST_PREFIX }),
      ]),
  });
}

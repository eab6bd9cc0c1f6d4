import type { RoleRights } from '@pg/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** The roles a new user may be given, with the permissions each holds now. */
export function useRoleRights() {
  return useQuery({
    queryKey: userKeys.roleRights(),
    queryFn: ({ signal }) => apiClient.get<RoleRights>('/api/users/role-rights', { signal }),
  });
}

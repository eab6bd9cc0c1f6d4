import type { UserRole } from '@pg/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessKeys } from './access-keys';

function getUserRoles(userId: string, signal?: AbortSignal) {
  return apiClient.get<{ items: UserRole[] }>(`/api/users/${encodeURIComponent(userId)}/roles`, { signal });
}

/** Every role, with whether the user holds it. */
export function useUserRoles(userId: string | null) {
  return useQuery({
    queryKey: accessKeys.roles(userId ?? ''),
    queryFn: ({ signal }) => getUserRoles(userId!, signal),
    enabled: userId !== null,
  });
}

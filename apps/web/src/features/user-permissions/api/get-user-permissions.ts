import type { UserPermissionsResponse } from '@pg/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessKeys } from './access-keys';

function getUserPermissions(userId: string, signal?: AbortSignal) {
  return apiClient.get<UserPermissionsResponse>(`/api/users/${encodeURIComponent(userId)}/permissions`, {
    signal,
  });
}

/** Every permission as it stands for the user: override, outcome and where it comes from. */
export function useUserPermissions(userId: string | null) {
  return useQuery({
    queryKey: accessKeys.permissions(userId ?? ''),
    queryFn: ({ signal }) => getUserPermissions(userId!, signal),
    enabled: userId !== null,
  });
}

import type { ListResponse } from '@pg/contracts/lists';
import type { Role } from '@pg/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './role-keys';

function getRoles(signal?: AbortSignal) {
  return apiClient.get<ListResponse<Role>>('/api/roles', { signal });
}

/** Every role, newest first. */
export function useRoles() {
  return useQuery({ queryKey: roleKeys.list(), queryFn: ({ signal }) => getRoles(signal) });
}

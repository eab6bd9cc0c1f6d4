import type { CreateRoleInput, Role } from '@pg/contracts/roles';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createRole(input: CreateRoleInput) {
  return apiClient.post<Role>('/api/roles', input);
}

export function useCreateRole() {
  return useChangeMutation('roles', { mutationFn: createRole });
}

import type { CreateRoleInput, Role } from '@pg/contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './role-keys';

export function createRole(input: CreateRoleInput) {
  return apiClient.post<Role>('/api/roles', input);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list() }),
  });
}

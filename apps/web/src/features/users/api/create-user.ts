import type { CreateUserValues, UserSummary } from '@pg/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './user-keys';

export function createUser(input: CreateUserValues) {
  return apiClient.post<UserSummary>('/api/users', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

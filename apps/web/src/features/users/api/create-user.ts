import type { CreateUserValues, UserSummary } from '@pg/contracts/users';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createUser(input: CreateUserValues) {
  return apiClient.post<UserSummary>('/api/users', input);
}

export function useCreateUser() {
  return useChangeMutation('users', { mutationFn: createUser });
}

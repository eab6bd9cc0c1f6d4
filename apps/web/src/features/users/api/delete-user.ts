import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function deleteUser(id: string) {
  return apiClient.delete(`/api/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  return useChangeMutation('users', { mutationFn: deleteUser });
}

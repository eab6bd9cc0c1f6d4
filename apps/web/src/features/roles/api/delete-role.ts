import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function deleteRole(id: string) {
  return apiClient.delete(`/api/roles/${encodeURIComponent(id)}`);
}

export function useDeleteRole() {
  return useChangeMutation('roles', { mutationFn: deleteRole });
}

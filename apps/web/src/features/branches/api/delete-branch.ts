import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function deleteBranch(id: string) {
  return apiClient.delete(`/api/branches/${encodeURIComponent(id)}`);
}

export function useDeleteBranch() {
  return useChangeMutation('branches', { mutationFn: deleteBranch });
}

import type { Branch, BranchInput } from '@pg/contracts/branches';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function updateBranch({ id, input }: { id: string; input: BranchInput }) {
  return apiClient.patch<Branch>(`/api/branches/${encodeURIComponent(id)}`, input);
}

export function useUpdateBranch() {
  return useChangeMutation('branches', { mutationFn: updateBranch });
}

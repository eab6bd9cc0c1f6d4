import type { Branch, BranchInput } from '@pg/contracts/branches';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createBranch(input: BranchInput) {
  return apiClient.post<Branch>('/api/branches', input);
}

export function useCreateBranch() {
  return useChangeMutation('branches', { mutationFn: createBranch });
}

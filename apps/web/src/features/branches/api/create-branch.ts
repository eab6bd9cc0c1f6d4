import type { Branch, BranchInput } from '@pg/contracts/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { branchKeys } from './get-branches';

export function createBranch(input: BranchInput) {
  return apiClient.post<Branch>('/api/branches', input);
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.lists() }),
  });
}

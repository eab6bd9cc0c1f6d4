import type { Branch, BranchInput } from '@pg/contracts/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { branchKeys } from './get-branches';

export function updateBranch({ id, input }: { id: string; input: BranchInput }) {
  return apiClient.patch<Branch>(`/api/branches/${encodeURIComponent(id)}`, input);
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.lists() }),
  });
}

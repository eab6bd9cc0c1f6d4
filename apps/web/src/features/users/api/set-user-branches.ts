import type { UserBranchesInput, UserSummary } from '@pg/contracts/users';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

type SetUserBranchesInput = { userId: string } & UserBranchesInput;

function setUserBranches({ userId, ...body }: SetUserBranchesInput) {
  return apiClient.put<UserSummary>(`/api/users/${encodeURIComponent(userId)}/branches`, body);
}

/** 'Assign branches': where a user works. */
export function useSetUserBranches() {
  return useChangeMutation('users', { mutationFn: setUserBranches });
}

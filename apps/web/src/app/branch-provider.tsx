import type { Branch } from '@pg/contracts/branches';
import * as React from 'react';
import { pickBranch, preferredBranchId, rememberBranch, storeBranchId } from '@/app/branch-selection';
import { useBranches } from '@/features/branches/api/get-branches';
import { BranchContext, type BranchContextValue } from '@/lib/branch-context';
import { useSession } from '@/lib/session';

const NO_BRANCHES: Branch[] = [];

/**
 * Provides the selected branch (lib/branch-context.tsx) to the signed-in shell. On load: the
 * branch the user last chose (kept on the server, so a sign-in on another device opens it too),
 * else the one remembered in localStorage `selectedBranchId`, if it still exists; else the first
 * branch by code, else none. A deleted selected branch falls back the same way as soon as the list is
 * reloaded.
 */
export function BranchProvider({ children }: { children: React.ReactNode }) {
  const query = useBranches({ sort: 'code' });
  const { lastBranchId } = useSession();
  const [preferredId, setPreferredId] = React.useState(() => preferredBranchId(lastBranchId));

  const branches = query.data?.items ?? NO_BRANCHES;
  const selectedBranch = pickBranch(branches, preferredId);
  const selectedBranchId = selectedBranch?.id ?? null;

  // Keep the remembered choice in step with what is shown (e.g. after the remembered branch was deleted).
  React.useEffect(() => {
    if (query.isSuccess) storeBranchId(selectedBranchId);
  }, [query.isSuccess, selectedBranchId]);

  const selectBranch = React.useCallback((id: string) => {
    setPreferredId(id);
    storeBranchId(id);
    rememberBranch(id);
  }, []);

  const { refetch: refetchQuery } = query;
  const refetch = React.useCallback(() => void refetchQuery(), [refetchQuery]);

  const value = React.useMemo<BranchContextValue>(
    () => ({
      branches,
      selectedBranch,
      selectedBranchId,
      selectBranch,
      isLoading: query.isPending,
      isError: query.isError,
      refetch,
    }),
    [branches, selectedBranch, selectedBranchId, selectBranch, query.isPending, query.isError, refetch],
  );

  return <BranchContext.Provider value={value}>{children}</BranchContext.Provider>;
}

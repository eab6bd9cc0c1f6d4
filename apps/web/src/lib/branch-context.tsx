import type { Branch } from '@pg/contracts/branches';
import { Building } from 'lucide-react';
import * as React from 'react';
import { PageMessage } from '@/components/ui/page-message';
import { Skeleton } from '@/components/ui/skeleton';

/** The owner's view across branches, offered in the header's branch selector as 'All branches'. */
export const ALL_BRANCHES_PATH = '/all-branches';

export type BranchContextValue = {
  /** Every branch the user works in, in code order. */
  branches: Branch[];
  /** The branch the console works in; null while loading or when there are no branches. */
  selectedBranch: Branch | null;
  selectedBranchId: string | null;
  /** Choose a branch (remembered in this browser). */
  selectBranch: (id: string) => void;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
};

/**
 * The selected branch, for every branch-scoped page (tenants, bookings, payments, complaints,
 * expenses, reports, dashboard). The shell provides it (app/branch-provider.tsx); pages and
 * dialogs read it with `useBranch`.
 */
export const BranchContext = React.createContext<BranchContextValue | null>(null);

/** The selected branch and the list. Throws when used outside the shell's provider. */
export function useBranch(): BranchContextValue {
  const context = React.useContext(BranchContext);
  if (!context) throw new Error('useBranch must be used within a BranchProvider');
  return context;
}

/**
 * What a branch-scoped page shows while no branch is chosen in the header: a placeholder while the
 * branches load, then SPEC's 'No Branch Selected' with 'Please select a branch from the header to
 * view <what>'.
 */
export function NoBranchSelected({ what }: { what: string }) {
  const { isLoading } = useBranch();
  if (isLoading) return <Skeleton className="h-64 w-full rounded-xl" />;
  return (
    <PageMessage
      icon={Building}
      title="No Branch Selected"
      className="min-h-[40vh] rounded-lg border border-dashed py-10"
    >
      <p className="max-w-sm text-muted-foreground text-sm">{`Please select a branch from the header to view ${what}`}</p>
    </PageMessage>
  );
}

import type { Branch } from '@pg/contracts/branches';
import { ONLY_SUPER_ADMIN_ALL_BRANCHES, type UserSummary } from '@pg/contracts/users';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSetUserBranches } from '@/features/users/api/set-user-branches';
import { BranchChecklist } from '@/features/users/components/branch-checklist';
import { ApiError, errorMessage } from '@/lib/api-client';

type AssignBranchesDialogProps = {
  /** The user whose branches are changed; the dialog is open while set. */
  user: UserSummary | null;
  onClose: () => void;
  /** The branches the signed-in user works in: the only ones they may give or take away. */
  branches: readonly Branch[];
  /** Whether the signed-in user may tick 'All branches' (super admins only). */
  canGiveAllBranches: boolean;
};

/** 'Assign branches': the branches a user works in, or all branches (admins, by a super admin). */
export function AssignBranchesDialog({
  user,
  onClose,
  branches,
  canGiveAllBranches,
}: AssignBranchesDialogProps) {
  const mutation = useSetUserBranches();
  const [shown, setShown] = useState(user);
  const [branchIds, setBranchIds] = useState<string[]>([]);
  const [allBranches, setAllBranches] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // A newly opened user starts from their current assignment.
  if (user && user !== shown) {
    setShown(user);
    setBranchIds(user.branch_ids);
    setAllBranches(user.all_branches);
    setError(undefined);
  }

  const mine = new Set(branches.map((b) => b.id));
  const elsewhere = shown ? shown.branch_ids.filter((id) => !mine.has(id)).length : 0;
  const isAdmin = shown?.roles.includes('admin') ?? false;

  const save = () => {
    if (!user) return;
    setError(undefined);
    mutation.mutate(
      { userId: user.id, all_branches: allBranches, branch_ids: branchIds.filter((id) => mine.has(id)) },
      {
        onSuccess: () => {
          toast.success('Branches updated successfully');
          onClose();
        },
        onError: (err) => {
          const field =
            err instanceof ApiError ? (err.fields?.branch_ids ?? err.fields?.all_branches) : undefined;
          if (field) setError(field);
          else toast.error('Failed to update branches', { description: errorMessage(err, '') || undefined });
        },
      },
    );
  };

  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={(open) => !open && !mutation.isPending && onClose()}
      className="sm:max-w-lg"
      title="Assign branches"
      description={shown ? `Where ${shown.email} works.` : 'Where this user works.'}
      descriptionClassName="break-all"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button onClick={save} disabled={mutation.isPending}>
            {mutation.isPending && <Spinner decorative />}
            Save
          </Button>
        </>
      }
    >
      <BranchChecklist
        branches={branches}
        value={branchIds}
        onChange={setBranchIds}
        allBranches={
          isAdmin
            ? {
                checked: allBranches,
                onChange: setAllBranches,
                blockedReason: canGiveAllBranches ? null : ONLY_SUPER_ADMIN_ALL_BRANCHES,
              }
            : undefined
        }
        disabled={mutation.isPending}
        error={error}
      />
      {elsewhere > 0 && (
        <p className="text-muted-foreground text-xs">
          {elsewhere === 1
            ? 'They also work in 1 branch you do not manage; it stays as it is.'
            : `They also work in ${elsewhere} branches you do not manage; those stay as they are.`}
        </p>
      )}
    </DialogFrame>
  );
}

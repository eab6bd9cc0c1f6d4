import type { Branch } from '@pg/contracts/branches';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteBranch } from '@/features/branches/api/delete-branch';
import { toastFailure } from '@/lib/form-errors';

const DELETE_WARNING =
  'This will permanently delete the branch and all its properties, floors, rooms and beds. This action cannot be undone.';

type DeleteBranchDialogProps = {
  /** The branch to delete; the dialog is open while set. */
  branch: Branch | null;
  onClose: () => void;
};

export function DeleteBranchDialog({ branch, onClose }: DeleteBranchDialogProps) {
  const mutation = useDeleteBranch();

  const confirm = () => {
    if (!branch) return;
    mutation.mutate(branch.id, {
      onSuccess: () => {
        toast.success('Branch deleted successfully');
        onClose();
      },
      onError: (error) => toastFailure('Failed to delete branch', error),
    });
  };

  return (
    <ConfirmDialog
      open={branch !== null}
      title="Are you sure?"
      description={DELETE_WARNING}
      subject={
        branch && (
          <>
            <span className="font-medium">{branch.code}</span> — {branch.name}
          </>
        )
      }
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

import type { Branch } from '@pg/contracts/branches';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteBranch } from '@/features/branches/api/delete-branch';
import { ApiError } from '@/lib/api-client';

const DELETE_WARNING =
  'This will permanently delete the branch and all its properties, floors, rooms and beds. This action cannot be undone.';

type DeleteBranchDialogProps = {
  /** The branch to delete; the dialog is open while set. */
  branch: Branch | null;
  onClose: () => void;
};

export function DeleteBranchDialog({ branch, onClose }: DeleteBranchDialogProps) {
  const mutation = useDeleteBranch();
  // Keep showing the branch while the dialog animates closed.
  const [shown, setShown] = useState(branch);
  if (branch && branch !== shown) setShown(branch);

  const confirm = () => {
    if (!branch) return;
    mutation.mutate(branch.id, {
      onSuccess: () => {
        toast.success('Branch deleted successfully');
        onClose();
      },
      onError: (error) => {
        const detail =
          error instanceof ApiError && !error.isNetworkError && error.status < 500
            ? error.message
            : undefined;
        toast.error('Failed to delete branch', detail ? { description: detail } : undefined);
      },
    });
  };

  return (
    <AlertDialog open={branch !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>{DELETE_WARNING}</AlertDialogDescription>
        </AlertDialogHeader>
        {shown && (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="font-medium">{shown.code}</span> — {shown.name}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending && <Spinner decorative />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

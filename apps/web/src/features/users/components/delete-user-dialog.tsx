import type { UserSummary } from '@pg/contracts/users';
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
import { useDeleteUser } from '@/features/users/api/delete-user';
import { ApiError } from '@/lib/api-client';

type DeleteUserDialogProps = {
  /** The user to delete; the dialog is open while set. */
  user: UserSummary | null;
  onClose: () => void;
};

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const mutation = useDeleteUser();
  // Keep showing the user while the dialog animates closed.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const confirm = () => {
    if (!user) return;
    mutation.mutate(user.id, {
      onSuccess: () => {
        toast.success('User deleted successfully');
        onClose();
      },
      onError: (error) => {
        const detail =
          error instanceof ApiError && !error.isNetworkError && error.status < 500
            ? error.message
            : undefined;
        toast.error('Failed to delete user', detail ? { description: detail } : undefined);
      },
    });
  };

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this user?</AlertDialogTitle>
          <AlertDialogDescription>
            They are signed out everywhere at once and can no longer sign in. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {shown && (
          <p className="rounded-md bg-muted px-3 py-2 font-medium text-sm break-all">{shown.email}</p>
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

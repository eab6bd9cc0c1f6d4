import type { UserSummary } from '@pg/contracts/users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { toastFailure } from '@/lib/form-errors';

type DeleteUserDialogProps = {
  /** The user to delete; the dialog is open while set. */
  user: UserSummary | null;
  onClose: () => void;
};

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const mutation = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    mutation.mutate(user.id, {
      onSuccess: () => {
        toast.success('User deleted successfully');
        onClose();
      },
      onError: (error) => toastFailure('Failed to delete user', error),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete this user?"
      description="They are signed out everywhere at once and can no longer sign in. This cannot be undone."
      subject={user && <span className="block font-medium break-all">{user.email}</span>}
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

import type { Role } from '@pg/contracts/roles';
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
import { useDeleteRole } from '@/features/roles/api/delete-role';
import { ApiError } from '@/lib/api-client';

type DeleteRoleDialogProps = {
  /** The role to delete; the dialog is open while set. */
  role: Role | null;
  onClose: () => void;
};

export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const mutation = useDeleteRole();
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);

  const confirm = () => {
    if (!role) return;
    if (role.is_system) {
      toast.error('Cannot delete system roles');
      onClose();
      return;
    }
    mutation.mutate(role.id, {
      onSuccess: () => {
        toast.success('Role deleted successfully');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.message === 'Cannot delete system roles') {
          toast.error('Cannot delete system roles');
          return;
        }
        const detail =
          error instanceof ApiError && !error.isNetworkError && error.status < 500
            ? error.message
            : undefined;
        toast.error('Failed to delete role', detail ? { description: detail } : undefined);
      },
    });
  };

  const holders = shown?.user_count ?? 0;
  return (
    <AlertDialog open={role !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the role {shown?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {holders === 0
              ? 'No user holds this role. This cannot be undone.'
              : `${holders === 1 ? '1 user holds' : `${holders} users hold`} this role and will lose its permissions at once. This cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
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

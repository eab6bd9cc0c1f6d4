import { CANNOT_DELETE_SYSTEM_ROLES, type Role } from '@pg/contracts/roles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteRole } from '@/features/roles/api/delete-role';
import { hasErrorCode } from '@/lib/api-client';
import { toastFailure } from '@/lib/form-errors';

type DeleteRoleDialogProps = {
  /** The role to delete; the dialog is open while set. */
  role: Role | null;
  onClose: () => void;
};

export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const mutation = useDeleteRole();

  const confirm = () => {
    if (!role) return;
    if (role.is_system) {
      toast.error(CANNOT_DELETE_SYSTEM_ROLES);
      onClose();
      return;
    }
    mutation.mutate(role.id, {
      onSuccess: () => {
        toast.success('Role deleted successfully');
        onClose();
      },
      onError: (error) => {
        // The one clash a delete can meet: the role turned out to be a system role.
        if (hasErrorCode(error, 'conflict')) toast.error(CANNOT_DELETE_SYSTEM_ROLES);
        else toastFailure('Failed to delete role', error);
      },
    });
  };

  const holders = role?.user_count ?? 0;
  return (
    <ConfirmDialog
      open={role !== null}
      title={`Delete the role ${role?.name}?`}
      description={
        holders === 0
          ? 'No user holds this role. This cannot be undone.'
          : `${holders === 1 ? '1 user holds' : `${holders} users hold`} this role and will lose its permissions at once. This cannot be undone.`
      }
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

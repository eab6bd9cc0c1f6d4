import {
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_GIVE_UNHELD,
  missingPermissions,
  type Role,
  SYSTEM_ROLE_SUPER_ADMIN_ONLY,
} from '@pg/contracts/roles';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/features/roles/api/get-permissions';
import { useRolePermissions } from '@/features/roles/api/get-role-permissions';
import { useUpdateRolePermission } from '@/features/roles/api/update-role-permission';
import { toastFailure } from '@/lib/form-errors';
import { groupByModule, humanize, permissionLabel } from '@/lib/permission-groups';
import { useSession } from '@/lib/session';

type ManagePermissionsDialogProps = {
  /** The role whose permissions are shown; the dialog is open while set. */
  role: Role | null;
  onClose: () => void;
  /** False: the permissions are shown, not changed. */
  canManage: boolean;
};

/** 'Manage Permissions' of one role: grouped by module, each checkbox saved as soon as it changes. */
export function ManagePermissionsDialog({ role, onClose, canManage }: ManagePermissionsDialogProps) {
  const { user: me } = useSession();
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);
  const open = role !== null;

  const catalogue = usePermissions({ enabled: open });
  const granted = useRolePermissions(role?.id ?? null);
  const update = useUpdateRolePermission();
  // Boxes being saved, with the state each is going to: shown at once, until the server's answer is in.
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());

  useEffect(() => {
    if (catalogue.isError) toast.error('Failed to fetch permissions', { id: 'permissions-fetch-error' });
  }, [catalogue.isError]);
  useEffect(() => {
    if (granted.isError)
      toast.error('Failed to fetch role permissions', { id: 'role-permissions-fetch-error' });
  }, [granted.isError]);

  const groups = useMemo(() => groupByModule(catalogue.data?.items ?? []), [catalogue.data]);
  const held = new Set(granted.data?.permission_ids ?? []);
  const isSuperAdminRole = shown?.name === 'super_admin';
  // The server's delegation rules, shown before a click: system roles and one's own roles are a
  // super admin's to change; anyone else gives or takes only the permissions they hold.
  const roleBlocked =
    !me || me.isSuperAdmin || !shown
      ? null
      : shown.is_system
        ? SYSTEM_ROLE_SUPER_ADMIN_ONLY
        : me.roles.includes(shown.name)
          ? CANNOT_CHANGE_OWN_ROLE
          : null;
  const readOnly = !canManage || isSuperAdminRole || roleBlocked !== null;
  const unheld = (key: string) => !me || missingPermissions(me, [key]).length > 0;
  const someUnheld = !readOnly && (catalogue.data?.items ?? []).some((p) => unheld(p.key));

  const toggle = (permissionId: string, next: boolean) => {
    if (!shown) return;
    setSaving((s) => new Map(s).set(permissionId, next));
    update.mutate(
      { roleId: shown.id, permissionId, granted: next },
      {
        onSuccess: () => toast.success('Permission updated successfully'),
        onError: (error) => toastFailure('Failed to update permission', error),
        onSettled: () =>
          setSaving((s) => {
            const copy = new Map(s);
            copy.delete(permissionId);
            return copy;
          }),
      },
    );
  };

  const loading = catalogue.isPending || granted.isPending;
  const failed = catalogue.isError || granted.isError;

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      className="flex max-h-[90dvh] flex-col gap-4 sm:max-w-2xl"
      title="Manage Permissions"
      description={
        isSuperAdminRole
          ? 'The super_admin role always holds every permission; it cannot be changed.'
          : readOnly
            ? `What the role ${shown?.name ?? ''} may do.`
            : `What the role ${shown?.name ?? ''} may do. Each change is saved at once and applies to its users on their next action.`
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
      }
    >
      {canManage && !isSuperAdminRole && (roleBlocked || someUnheld) && (
        <p id="role-permissions-note" role="note" className="rounded-md bg-muted px-3 py-2 text-sm">
          {roleBlocked ?? `${CANNOT_GIVE_UNHELD}; the others are greyed out.`}
        </p>
      )}

      <div
        className="-mx-6 min-h-0 flex-1 overflow-y-auto border-y px-6 py-4"
        aria-busy={loading || undefined}
      >
        {loading ? (
          <div className="grid gap-3" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-full max-w-md" />
            ))}
          </div>
        ) : failed ? (
          <div className="py-6 text-center text-muted-foreground text-sm">
            <p>{catalogue.isError ? 'Failed to fetch permissions' : 'Failed to fetch role permissions'}</p>
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                void catalogue.refetch();
                void granted.refetch();
              }}
            >
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-6">
            {groups.map((group) => {
              const count = group.items.filter((p) => isSuperAdminRole || held.has(p.id)).length;
              return (
                <fieldset key={group.module} className="grid gap-2">
                  <legend className="mb-2 flex w-full items-baseline justify-between gap-2">
                    <span className="font-semibold text-sm">{humanize(group.module)}</span>
                    <span className="text-muted-foreground text-xs">
                      {count} of {group.items.length}
                    </span>
                  </legend>
                  {group.items.map((p) => {
                    const id = `role-permission-${p.id}`;
                    const busy = saving.has(p.id);
                    const notHeld = !readOnly && unheld(p.key);
                    return (
                      <div
                        key={p.id}
                        className="flex items-start gap-3"
                        title={notHeld ? 'You do not hold this permission yourself' : undefined}
                      >
                        <Checkbox
                          id={id}
                          className="mt-0.5"
                          checked={isSuperAdminRole || (saving.get(p.id) ?? held.has(p.id))}
                          disabled={readOnly || busy || notHeld}
                          aria-describedby={notHeld ? 'role-permissions-note' : undefined}
                          onCheckedChange={(value) => toggle(p.id, value === true)}
                        />
                        <label htmlFor={id} className="text-sm leading-snug peer-disabled:cursor-not-allowed">
                          {permissionLabel(p)}
                        </label>
                        {busy && <Spinner label="Saving" className="mt-0.5 size-3.5 text-muted-foreground" />}
                      </div>
                    );
                  })}
                </fieldset>
              );
            })}
          </div>
        )}
      </div>
    </DialogFrame>
  );
}

import { roleLabel } from '@pg/contracts/permissions';
import { useEffect } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { DialogOpenProps } from '@/components/ui/form-dialog';
import { NameForm } from '@/features/account/components/name-form';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';

/** The signed-in user's account: the name they are shown by, email, roles and since when they have been a member. */
export function ProfileDialog({ open, onOpenChange }: DialogOpenProps) {
  const { user, refreshUser } = useSession();

  // Roles may have changed since sign-in: reload them whenever the dialog opens.
  useEffect(() => {
    if (open) refreshUser().catch(() => undefined);
  }, [open, refreshUser]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Profile</DialogTitle>
          <DialogDescription>Your account in the console.</DialogDescription>
        </DialogHeader>
        {user && <NameForm key={user.name ?? ''} name={user.name} />}
        {user && (
          <dl className="grid gap-4 text-sm">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all font-medium">{user.email}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Roles</dt>
              <dd className="flex flex-wrap gap-1.5">
                {user.roles.length === 0 ? (
                  <span className="text-muted-foreground">No roles assigned</span>
                ) : (
                  user.roles.map((role) => (
                    <Badge
                      key={role}
                      variant={role === 'super_admin' || role === 'admin' ? 'default' : 'secondary'}
                    >
                      {roleLabel(role)}
                    </Badge>
                  ))
                )}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="font-medium">{formatDate(user.created_at)}</dd>
            </div>
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { roleLabel } from '@pg/contracts/permissions';
import { CANNOT_CHANGE_OWN_ROLES } from '@pg/contracts/roles';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { LoadedContent } from '@/components/ui/loaded-content';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useUserRoles } from '@/features/user-permissions/api/get-user-roles';
import { useUpdateUserRole } from '@/features/user-permissions/api/update-user-role';
import { toastFailure } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

/** 'Assigned Roles': one checkbox per role, saved as soon as it changes. */
export function AssignedRolesCard({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { user: me } = useSession();
  const query = useUserRoles(userId);
  const mutation = useUpdateUserRole();
  // The box being saved and the state it is going to: shown at once, until the server's answer is in.
  const [saving, setSaving] = useState<{ roleId: string; assigned: boolean } | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch user roles', { id: 'user-roles-fetch-error' });
  }, [query.isError]);

  const change = (roleId: string, assigned: boolean) => {
    setSaving({ roleId, assigned });
    mutation.mutate(
      { userId, roleId, assigned },
      {
        onSuccess: () => {
          toast.success('User role updated successfully');
          onChanged();
        },
        onError: (error) => toastFailure('Failed to update user role', error),
        onSettled: () => setSaving(null),
      },
    );
  };

  // The server's rules, shown before a click.
  const blockedReason = (name: string) => {
    if (me?.id === userId) return CANNOT_CHANGE_OWN_ROLES;
    if (name === 'super_admin' && !me?.isSuperAdmin) return 'Only a super admin can give or take this role';
    if (name === 'admin' && !me?.isAdmin) return 'Only an admin can give or take this role';
    return null;
  };

  return (
    <Card className="lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle>
          <h2>Assigned Roles</h2>
        </CardTitle>
        <CardDescription>The user holds every permission of each role ticked here.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={query.isPending || undefined}>
        <LoadedContent query={query} rows={4} rowClassName="h-5 w-48" failedText="Failed to fetch user roles">
          {(data) => (
            <ul className="grid gap-3">
              {data.items.map((role) => {
                const id = `user-role-${role.id}`;
                const blocked = blockedReason(role.name);
                return (
                  <li key={role.id} className="flex items-start gap-3">
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      checked={saving?.roleId === role.id ? saving.assigned : role.assigned}
                      disabled={saving !== null || blocked !== null}
                      onCheckedChange={(value) => change(role.id, value === true)}
                      aria-describedby={`${id}-description`}
                    />
                    <div className="grid gap-0.5">
                      <label htmlFor={id} className="flex items-center gap-2 font-medium text-sm">
                        {roleLabel(role.name)}
                        <Badge variant={role.is_system ? 'secondary' : 'outline'}>
                          {role.is_system ? 'System' : 'Custom'}
                        </Badge>
                      </label>
                      <span id={`${id}-description`} className="text-muted-foreground text-xs">
                        {blocked ?? role.description ?? ''}
                      </span>
                    </div>
                    {saving?.roleId === role.id && (
                      <Spinner label="Saving" className="mt-0.5 size-3.5 text-muted-foreground" />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </LoadedContent>
      </CardContent>
    </Card>
  );
}

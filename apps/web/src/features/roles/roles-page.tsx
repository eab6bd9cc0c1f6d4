import type { Role } from '@pg/contracts/roles';
import { History, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useRoles } from '@/features/roles/api/get-roles';
import { CreateRoleDialog } from '@/features/roles/components/create-role-dialog';
import { DeleteRoleDialog } from '@/features/roles/components/delete-role-dialog';
import { ManagePermissionsDialog } from '@/features/roles/components/manage-permissions-dialog';
import { RolesTable } from '@/features/roles/components/roles-table';
import { useSession } from '@/lib/session';
import { tableStateOf } from '@/lib/use-list-search';

/** /roles: Role Management (super admins; the route's guard shows everyone else the spec's denial). */
export function RolesPage() {
  const session = useSession();
  const query = useRoles();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch roles', { id: 'roles-fetch-error' });
  }, [query.isError]);

  const canManage = session.can('roles:manage');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title="Role Management"
        description="A role is a set of permissions; give roles to users on the User Permissions page."
        actions={
          <>
            {session.can('audit:view') && (
              <Button variant="outline" asChild>
                <Link to="/audit-log">
                  <History aria-hidden="true" />
                  Audit Log
                </Link>
              </Button>
            )}
            {canManage && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Create Role
              </Button>
            )}
          </>
        }
      />

      <RolesTable
        roles={query.data?.items ?? []}
        state={tableStateOf(query)}
        onManagePermissions={setManaging}
        onDelete={canManage ? setDeleting : undefined}
      />

      <CreateRoleDialog open={creating} onOpenChange={setCreating} />
      <ManagePermissionsDialog role={managing} onClose={() => setManaging(null)} canManage={canManage} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

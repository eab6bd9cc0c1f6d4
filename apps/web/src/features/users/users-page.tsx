import { CANNOT_CHANGE_OWN_BRANCHES, type UserSummary } from '@pg/contracts/users';
import { useMemo, useState } from 'react';
import { Card, CardContent, CardDescription } from '@/components/ui/card';
import { CardHeaderWithControls } from '@/components/ui/card-header-with-controls';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { useUsers } from '@/features/users/api/get-users';
import { AddUserForm } from '@/features/users/components/add-user-form';
import { AssignBranchesDialog } from '@/features/users/components/assign-branches-dialog';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { RoleRights } from '@/features/users/components/role-rights';
import { UsersTable } from '@/features/users/components/users-table';
import { useBranch } from '@/lib/branch-context';
import { useSession } from '@/lib/session';
import { paginationOf, searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';

/** /users: User Management (admins; the route's guard shows everyone else the spec's denial). */
export function UsersPage() {
  const session = useSession();
  const me = session.user;
  const listing = useListSearch();
  const { q, page } = listing;
  const query = useUsers({ q: q || undefined, page });
  const [deleting, setDeleting] = useState<UserSummary | null>(null);
  const [assigning, setAssigning] = useState<UserSummary | null>(null);
  // The header's branches: the signed-in user's own, the only ones they may give.
  const { branches } = useBranch();
  const branchesById = useMemo(() => new Map(branches.map((b) => [b.id, b])), [branches]);

  const canCreate = session.can('users:create');
  const canDelete = session.can('users:delete');
  const canAssign = canCreate;
  const users = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  // The server's rules, shown before a click: not yourself, not someone who outranks you.
  const deleteBlockedReason = (u: UserSummary) => {
    if (u.id === me?.id) return 'You cannot delete your own account';
    if (u.roles.includes('super_admin') && !me?.isSuperAdmin)
      return 'Only a super admin can delete a super admin';
    if (u.roles.includes('admin') && !me?.isAdmin) return 'Only an admin can delete an admin';
    return null;
  };
  const assignBlockedReason = (u: UserSummary) => {
    if (u.id === me?.id) return CANNOT_CHANGE_OWN_BRANCHES;
    if (u.roles.includes('super_admin')) return 'A super admin always works in every branch';
    if (u.roles.includes('admin') && !me?.isAdmin) return "Only an admin can change an admin's branches";
    return null;
  };

  return (
    <ListPage
      header={
        <PageHeader
          title="User Management"
          description={
            canCreate || canDelete
              ? 'Create accounts for your staff, choose the branches they work in, and remove them.'
              : 'Everyone who can sign in to the console.'
          }
        />
      }
      loadError={{ failed: query.isError, message: 'Failed to fetch users', id: 'users-fetch-error' }}
    >
      {canCreate && <AddUserForm />}
      <RoleRights />

      <Card>
        <CardHeaderWithControls
          title="Users List"
          controls={
            <SearchBox
              {...searchBoxOf(listing, query, {
                label: 'Search users by email',
                placeholder: 'Search by email...',
              })}
              className="sm:w-72 sm:max-w-none"
            />
          }
        >
          <CardDescription aria-live="polite">
            {query.isSuccess ? (total === 1 ? '1 user' : `${total} users`) : 'Everyone who can sign in'}
          </CardDescription>
        </CardHeaderWithControls>
        <CardContent className="flex flex-col gap-3">
          <UsersTable
            users={users}
            state={tableStateOf(query, q ? 'Try a different email.' : undefined)}
            onDelete={canDelete ? setDeleting : undefined}
            deleteBlockedReason={deleteBlockedReason}
            onAssignBranches={canAssign ? setAssigning : undefined}
            assignBlockedReason={assignBlockedReason}
            branchesById={branchesById}
          />
          <PaginationBar {...paginationOf(query, listing, 'users')} />
        </CardContent>
      </Card>

      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <AssignBranchesDialog
        user={assigning}
        onClose={() => setAssigning(null)}
        branches={branches}
        canGiveAllBranches={me?.isSuperAdmin ?? false}
      />
    </ListPage>
  );
}

import { PAGE_SIZE } from '@pg/contracts/common';
import type { UserSummary } from '@pg/contracts/users';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { useUsers } from '@/features/users/api/get-users';
import { AddUserForm } from '@/features/users/components/add-user-form';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { UsersTable } from '@/features/users/components/users-table';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /users: User Management (admins; the route's guard shows everyone else the spec's denial). */
export function UsersPage() {
  const session = useSession();
  const me = session.user;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useUsers({ q: q || undefined, page });
  const [deleting, setDeleting] = useState<UserSummary | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch users', { id: 'users-fetch-error' });
  }, [query.isError]);

  const canCreate = session.can('users:create');
  const canDelete = session.can('users:delete');
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

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title="User Management"
        description={
          canCreate || canDelete
            ? 'Create accounts for your staff and remove them.'
            : 'Everyone who can sign in to the console.'
        }
      />

      {canCreate && <AddUserForm />}

      <Card>
        <CardHeader className="gap-3 sm:grid-cols-[1fr_auto]">
          <div className="space-y-1.5">
            <CardTitle>
              <h2>Users List</h2>
            </CardTitle>
            <CardDescription aria-live="polite">
              {query.isSuccess ? (total === 1 ? '1 user' : `${total} users`) : 'Everyone who can sign in'}
            </CardDescription>
          </div>
          <div className="relative w-full sm:w-72">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search users by email"
              placeholder="Search by email..."
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="pr-9 pl-9"
            />
            {query.isFetching && !query.isPending && (
              <Spinner
                label="Searching"
                className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
              />
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <UsersTable
            users={users}
            isLoading={query.isPending}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            onDelete={canDelete ? setDeleting : undefined}
            deleteBlockedReason={deleteBlockedReason}
            emptyHint={q ? 'Try a different email.' : undefined}
          />
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={total} noun="users" onPageChange={setPage} />
        </CardContent>
      </Card>

      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

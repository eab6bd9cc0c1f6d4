import type { UserSummary } from '@pg/contracts/users';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RoleBadge } from '@/components/ui/role-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { formatDate } from '@/lib/format';

type UsersTableProps = {
  users: UserSummary[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Absent when the signed-in user may not delete users: the column is left out. */
  onDelete?: (user: UserSummary) => void;
  /** Why a user cannot be deleted by the signed-in user, or null when they can. */
  deleteBlockedReason: (user: UserSummary) => string | null;
  emptyHint?: string;
};

/** Users List: Email, Role, Created At and, for those who may delete users, Actions. */
export function UsersTable({
  users,
  isLoading,
  isError,
  onRetry,
  onDelete,
  deleteBlockedReason,
  emptyHint,
}: UsersTableProps) {
  const columns = onDelete ? 4 : 3;
  return (
    <Table aria-label="Users" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Created At</TableHead>
          {onDelete && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={columns} />
        ) : isError && users.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block">Failed to fetch users</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : users.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block font-medium text-foreground">No users found</span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          users.map((user) => {
            const blocked = deleteBlockedReason(user);
            return (
              <TableRow key={user.id}>
                <TableCell className="min-w-44 font-medium [overflow-wrap:anywhere]">{user.email}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    {user.roles.length ? (
                      user.roles.map((role) => <RoleBadge key={role} role={role} />)
                    ) : (
                      <span className="text-muted-foreground text-xs">No role</span>
                    )}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {formatDate(user.created_at)}
                </TableCell>
                {onDelete && (
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      aria-label={blocked ? `${user.email}: ${blocked}` : `Delete user ${user.email}`}
                      title={blocked ?? `Delete ${user.email}`}
                      disabled={blocked !== null}
                      onClick={() => onDelete(user)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}

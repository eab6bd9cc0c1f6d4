import type { Branch } from '@pg/contracts/branches';
import { ALL_BRANCHES_LABEL, type UserSummary } from '@pg/contracts/users';
import { Building2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableState } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/row-actions';
import { RoleBadge } from '@/features/users/components/role-badge';
import { formatDate } from '@/lib/format';

type UsersTableProps = {
  users: UserSummary[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Absent when the signed-in user may not delete users: the column is left out. */
  onDelete?: (user: UserSummary) => void;
  /** Why a user cannot be deleted by the signed-in user, or null when they can. */
  deleteBlockedReason: (user: UserSummary) => string | null;
  /** Absent when the signed-in user may not assign branches. */
  onAssignBranches?: (user: UserSummary) => void;
  /** Why a user's branches cannot be changed by the signed-in user, or null when they can. */
  assignBlockedReason: (user: UserSummary) => string | null;
  /** The branches the signed-in user works in, by id, to name a user's branches. */
  branchesById: ReadonlyMap<string, Branch>;
};

/** A user's branches: 'All branches', or the names of those the viewer knows and a count of the others. */
function UserBranches({
  user,
  branchesById,
}: {
  user: UserSummary;
  branchesById: ReadonlyMap<string, Branch>;
}) {
  if (user.all_branches) return <Badge variant="secondary">{ALL_BRANCHES_LABEL}</Badge>;
  const known = user.branch_ids.flatMap((id) => branchesById.get(id) ?? []);
  const others = user.branch_ids.length - known.length;
  if (!known.length && !others) return <span className="text-muted-foreground text-xs">No branches</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {known.map((branch) => (
        <Badge key={branch.id} variant="outline" title={branch.code}>
          {branch.name}
        </Badge>
      ))}
      {others > 0 && (
        <span className="text-muted-foreground text-xs">
          {others === 1 ? '+1 other branch' : `+${others} other branches`}
        </span>
      )}
    </div>
  );
}

/** Users List: Email, Role, Branches, Created At and, for those who may change users, Actions. */
export function UsersTable({
  users,
  state,
  onDelete,
  deleteBlockedReason,
  onAssignBranches,
  assignBlockedReason,
  branchesById,
}: UsersTableProps) {
  return (
    <DataTable
      label="Users"
      columns={[
        {
          header: 'Name',
          className: 'min-w-32',
          cell: (user) => user.name ?? <span className="text-muted-foreground">—</span>,
        },
        {
          header: 'Email',
          className: 'min-w-44 font-medium [overflow-wrap:anywhere]',
          cell: (user) => user.email,
        },
        {
          header: 'Role',
          cell: (user) => (
            <div className="flex flex-wrap gap-1">
              {user.roles.length ? (
                user.roles.map((role) => <RoleBadge key={role} role={role} />)
              ) : (
                <span className="text-muted-foreground text-xs">No role</span>
              )}
            </div>
          ),
        },
        {
          header: 'Branches',
          className: 'min-w-40',
          cell: (user) => <UserBranches user={user} branchesById={branchesById} />,
        },
        {
          header: 'Created At',
          className: 'whitespace-nowrap text-muted-foreground',
          cell: (user) => formatDate(user.created_at),
        },
        (onDelete || onAssignBranches) && {
          header: 'Actions',
          headClassName: 'text-right',
          className: 'whitespace-nowrap text-right',
          cell: (user) => {
            const blocked = deleteBlockedReason(user);
            const assignBlocked = assignBlockedReason(user);
            return (
              <>
                {onAssignBranches && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={
                      assignBlocked ? `${user.email}: ${assignBlocked}` : `Assign branches to ${user.email}`
                    }
                    title={assignBlocked ?? `Assign branches to ${user.email}`}
                    disabled={assignBlocked !== null}
                    onClick={() => onAssignBranches(user)}
                  >
                    <Building2 aria-hidden="true" />
                  </Button>
                )}
                {onDelete && (
                  <DeleteButton
                    aria-label={blocked ? `${user.email}: ${blocked}` : `Delete user ${user.email}`}
                    title={blocked ?? `Delete ${user.email}`}
                    disabled={blocked !== null}
                    onClick={() => onDelete(user)}
                  />
                )}
              </>
            );
          },
        },
      ]}
      items={users}
      {...state}
      errorText="Failed to fetch users"
      emptyText="No users found"
    />
  );
}

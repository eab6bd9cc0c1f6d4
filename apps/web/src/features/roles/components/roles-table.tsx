import { roleLabel } from '@pg/contracts/permissions';
import type { Role } from '@pg/contracts/roles';
import { KeyRound, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableState } from '@/components/ui/data-table';

type RolesTableProps = {
  roles: Role[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  onManagePermissions: (role: Role) => void;
  /** Absent when the signed-in user may not delete roles. */
  onDelete?: (role: Role) => void;
};

/** Roles: Name, Description, Type (System or Custom), Actions (permissions; delete for custom roles). */
export function RolesTable({ roles, state, onManagePermissions, onDelete }: RolesTableProps) {
  return (
    <DataTable
      label="Roles"
      columns={[
        {
          header: 'Name',
          className: 'whitespace-nowrap',
          cell: (role) => (
            <>
              <span className="block font-medium">{roleLabel(role.name)}</span>
              <span className="block text-muted-foreground text-xs">
                {role.user_count === 1 ? '1 user' : `${role.user_count} users`}
              </span>
            </>
          ),
        },
        {
          header: 'Description',
          className: 'min-w-48 text-muted-foreground',
          cell: (role) => role.description || '—',
        },
        {
          header: 'Type',
          cell: (role) => (
            <Badge variant={role.is_system ? 'secondary' : 'outline'}>
              {role.is_system ? 'System' : 'Custom'}
            </Badge>
          ),
        },
        {
          header: 'Actions',
          headClassName: 'text-right',
          className: 'text-right',
          cell: (role) => (
            <div className="flex justify-end gap-1">
              <Button variant="outline" size="sm" onClick={() => onManagePermissions(role)}>
                <KeyRound aria-hidden="true" />
                Manage Permissions
              </Button>
              {onDelete && !role.is_system && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  aria-label={`Delete role ${role.name}`}
                  title={`Delete ${role.name}`}
                  onClick={() => onDelete(role)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
          ),
        },
      ]}
      items={roles}
      {...state}
      loadingRows={4}
      errorText="Failed to fetch roles"
      emptyText="No roles found"
    />
  );
}

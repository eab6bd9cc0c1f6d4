import type { Role } from '@pg/contracts/roles';
import { KeyRound, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';

const COLUMNS = 4;

type RolesTableProps = {
  roles: Role[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onManagePermissions: (role: Role) => void;
  /** Absent when the signed-in user may not delete roles. */
  onDelete?: (role: Role) => void;
};

/** Roles: Name, Description, Type (System or Custom), Actions (permissions; delete for custom roles). */
export function RolesTable({
  roles,
  isLoading,
  isError,
  onRetry,
  onManagePermissions,
  onDelete,
}: RolesTableProps) {
  return (
    <Table aria-label="Roles" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} rows={4} />
        ) : isError && roles.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block">Failed to fetch roles</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : roles.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>No roles found</TableMessageRow>
        ) : (
          roles.map((role) => (
            <TableRow key={role.id}>
              <TableCell className="whitespace-nowrap">
                <span className="block font-medium">{role.name}</span>
                <span className="block text-muted-foreground text-xs">
                  {role.user_count === 1 ? '1 user' : `${role.user_count} users`}
                </span>
              </TableCell>
              <TableCell className="min-w-48 text-muted-foreground">{role.description || '—'}</TableCell>
              <TableCell>
                <Badge variant={role.is_system ? 'secondary' : 'outline'}>
                  {role.is_system ? 'System' : 'Custom'}
                </Badge>
              </TableCell>
              <TableCell className="text-right">
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
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

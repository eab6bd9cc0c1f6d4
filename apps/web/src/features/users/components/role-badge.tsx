import { roleLabel } from '@pg/contracts/permissions';
import { Badge } from '@/components/ui/badge';

/** Badge styles of roles: admin destructive, manager default, user secondary. */
function roleBadgeVariant(role: string) {
  switch (role) {
    case 'super_admin':
    case 'admin':
      return 'destructive' as const;
    case 'manager':
      return 'default' as const;
    case 'user':
      return 'secondary' as const;
    default:
      return 'outline' as const;
  }
}

/** A role's name as a badge; custom roles are outlined. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={roleBadgeVariant(role)}>{roleLabel(role)}</Badge>;
}

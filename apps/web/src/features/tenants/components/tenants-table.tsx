import { formatIndianMobile, type Tenant } from '@pg/contracts/tenants';
import { LogOut, MoreHorizontal, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { formatDate } from '@/lib/format';

type TenantsTableProps = {
  /** 'active': name, contact, joined, Active badge. 'inactive': adds the date left and the Inactive badge. */
  kind: 'active' | 'inactive';
  title: string;
  tenants: Tenant[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyHint?: string | undefined;
  /** Row actions; a table without any shows no actions column. */
  onEdit?: ((tenant: Tenant) => void) | undefined;
  onMarkLeft?: ((tenant: Tenant) => void) | undefined;
};

/** One of the Tenants page's two tables (Active Tenants, Inactive Tenants). */
export function TenantsTable({
  kind,
  title,
  tenants,
  isLoading,
  isError,
  onRetry,
  emptyHint,
  onEdit,
  onMarkLeft,
}: TenantsTableProps) {
  const inactive = kind === 'inactive';
  const hasActions = Boolean(onEdit || (onMarkLeft && !inactive));
  const columns = 4 + (inactive ? 1 : 0) + (hasActions ? 1 : 0);

  return (
    <Table aria-label={title} aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Joined</TableHead>
          {inactive && <TableHead>Left</TableHead>}
          <TableHead>Status</TableHead>
          {hasActions && (
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={columns} rows={inactive ? 2 : 5} />
        ) : isError && tenants.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block">Failed to load tenants</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : tenants.length === 0 ? (
          <TableMessageRow columns={columns}>
            <span className="block font-medium text-foreground">
              {inactive ? 'No inactive tenants found' : 'No active tenants found'}
            </span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          tenants.map((tenant) => (
            <TableRow key={tenant.id}>
              <TableCell className="min-w-36 font-medium">{tenant.name}</TableCell>
              <TableCell className="min-w-44">
                <a
                  href={`tel:${tenant.phone}`}
                  className="block whitespace-nowrap underline-offset-4 hover:underline"
                  aria-label={`Call ${tenant.name} on ${formatIndianMobile(tenant.phone)}`}
                >
                  {formatIndianMobile(tenant.phone)}
                </a>
                {tenant.email && (
                  <span
                    className="block max-w-56 truncate text-muted-foreground text-xs"
                    title={tenant.email}
                  >
                    {tenant.email}
                  </span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(tenant.joined_at)}</TableCell>
              {inactive && <TableCell className="whitespace-nowrap">{formatDate(tenant.left_at)}</TableCell>}
              <TableCell>
                {inactive ? (
                  <Badge variant="secondary">Inactive</Badge>
                ) : (
                  <Badge variant="success">Active</Badge>
                )}
              </TableCell>
              {hasActions && (
                <TableCell className="text-right">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Actions for ${tenant.name}`}>
                        <MoreHorizontal aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end" className="max-w-64">
                      <DropdownMenuLabel className="truncate">{tenant.name}</DropdownMenuLabel>
                      {onEdit && (
                        <DropdownMenuItem onSelect={() => onEdit(tenant)}>
                          <Pencil aria-hidden="true" />
                          Edit contact details
                        </DropdownMenuItem>
                      )}
                      {onMarkLeft && !inactive && (
                        <>
                          <DropdownMenuSeparator />
                          <DropdownMenuItem
                            variant="destructive"
                            disabled={tenant.has_open_booking}
                            onSelect={() => onMarkLeft(tenant)}
                          >
                            <LogOut aria-hidden="true" />
                            Mark as left
                          </DropdownMenuItem>
                          {tenant.has_open_booking && (
                            <p className="px-2 pb-1.5 text-muted-foreground text-xs">
                              Has a booked or checked-in booking: check it out or cancel it first.
                            </p>
                          )}
                        </>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </TableCell>
              )}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

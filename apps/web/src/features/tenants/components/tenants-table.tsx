import { formatIndianMobile, type Tenant } from '@pg/contracts/tenants';
import { LogOut, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { RowMenu } from '@/components/ui/row-menu';
import { balanceText } from '@/features/tenants/components/statement-ledger';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

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

  return (
    <DataTable
      label={title}
      columns={[
        {
          header: 'Name',
          className: 'min-w-36 font-medium',
          cell: (tenant) => (
            <Link to={`/tenants/${tenant.id}`} className="underline-offset-4 hover:underline">
              {tenant.name}
            </Link>
          ),
        },
        {
          header: 'Contact',
          className: 'min-w-44',
          cell: (tenant) => (
            <>
              <a
                href={`tel:${tenant.phone}`}
                className="block whitespace-nowrap underline-offset-4 hover:underline"
                aria-label={`Call ${tenant.name} on ${formatIndianMobile(tenant.phone)}`}
              >
                {formatIndianMobile(tenant.phone)}
              </a>
              {tenant.email && (
                <span className="block max-w-56 truncate text-muted-foreground text-xs" title={tenant.email}>
                  {tenant.email}
                </span>
              )}
            </>
          ),
        },
        !inactive && {
          header: 'Bed',
          className: 'whitespace-nowrap',
          cell: (tenant) => tenant.current_bed ?? <span className="text-muted-foreground">No bed</span>,
        },
        {
          header: 'Balance',
          className: 'whitespace-nowrap tabular-nums',
          cell: (tenant) =>
            tenant.balance == null ? (
              <span className="text-muted-foreground">—</span>
            ) : (
              <Link
                to={`/tenants/${tenant.id}/statement`}
                className={cn('underline-offset-4 hover:underline', tenant.balance > 0 && 'text-destructive')}
                aria-label={`Statement of ${tenant.name}: ${balanceText(tenant.balance)}`}
              >
                {balanceText(tenant.balance)}
              </Link>
            ),
        },
        { header: 'Joined', className: 'whitespace-nowrap', cell: (tenant) => formatDate(tenant.joined_at) },
        inactive && {
          header: 'Left',
          className: 'whitespace-nowrap',
          cell: (tenant) => formatDate(tenant.left_at),
        },
        {
          header: 'Status',
          cell: () =>
            inactive ? <Badge variant="secondary">Inactive</Badge> : <Badge variant="success">Active</Badge>,
        },
        hasActions && {
          header: 'Actions',
          hiddenHeader: true,
          headClassName: 'text-right',
          className: 'text-right',
          cell: (tenant) => (
            <RowMenu
              label={tenant.name}
              size="icon"
              actions={[
                onEdit && {
                  key: 'edit',
                  label: 'Edit contact details',
                  icon: Pencil,
                  onSelect: () => onEdit(tenant),
                },
                onMarkLeft &&
                  !inactive && {
                    key: 'left',
                    label: 'Mark as left',
                    icon: LogOut,
                    destructive: true,
                    separated: true,
                    disabled: tenant.has_open_booking,
                    note: tenant.has_open_booking
                      ? 'Has a booked or checked-in booking: check it out or cancel it first.'
                      : undefined,
                    onSelect: () => onMarkLeft(tenant),
                  },
              ]}
            />
          ),
        },
      ]}
      items={tenants}
      isLoading={isLoading}
      loadingRows={inactive ? 2 : 5}
      isError={isError}
      onRetry={onRetry}
      errorText="Failed to load tenants"
      emptyText={inactive ? 'No inactive tenants found' : 'No active tenants found'}
      emptyHint={emptyHint}
    />
  );
}

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAuditLog } from '@/features/audit-log/api/get-audit-log';
import { AuditChanges } from '@/features/audit-log/components/audit-changes';
import { formatDateTime24 } from '@/lib/format-date-time';
import { paginationOf, useListSearch } from '@/lib/use-list-search';

const ENTITIES = [
  { value: 'all', label: 'Everything' },
  { value: 'user', label: 'Users' },
  { value: 'role', label: 'Roles' },
  { value: 'role_permission', label: 'Role permissions' },
  { value: 'user_role', label: 'Assigned roles' },
  { value: 'user_permission', label: 'Permission overrides' },
  { value: 'tenant_application', label: 'Tenant applications' },
];

/** /audit-log: who changed what, when, with the before and after (super admins). */
export function AuditLogPage() {
  const [entity, setEntity] = useState('all');
  const listing = useListSearch(entity);
  const { q, page, search, setSearch } = listing;
  const query = useAuditLog({ q: q || undefined, entity: entity === 'all' ? undefined : entity, page });

  const entries = query.data?.items ?? [];
  return (
    <ListPage
      header={
        <PageHeader
          title="Audit Log"
          description="Every change to money, stays, tenants, users, roles and settings: who made it, when, and what it was before and after."
        />
      }
      loadError={{
        failed: query.isError,
        message: 'Failed to load the audit log',
        id: 'audit-log-fetch-error',
      }}
      search={{
        value: search,
        onChange: setSearch,
        label: 'Search by who or action',
        placeholder: 'Search by email or action...',
      }}
      toolbar={
        <Select value={entity} onValueChange={setEntity}>
          <SelectTrigger className="w-full sm:w-56" aria-label="What changed">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ENTITIES.map((e) => (
              <SelectItem key={e.value} value={e.value}>
                {e.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      }
      pagination={paginationOf(query, listing, 'changes')}
    >
      <DataTable
        label="Audit log"
        rowClassName="align-top"
        columns={[
          {
            header: 'When',
            className: 'whitespace-nowrap text-muted-foreground',
            cell: (entry) => formatDateTime24(entry.created_at),
          },
          {
            header: 'Who',
            className: 'max-w-56 [overflow-wrap:anywhere]',
            cell: (entry) =>
              entry.actor_name ? (
                <>
                  {entry.actor_name}
                  <span className="block text-muted-foreground text-xs">{entry.actor_email}</span>
                </>
              ) : (
                (entry.actor_email ?? 'System')
              ),
          },
          {
            header: 'Action',
            cell: (entry) => (
              <Badge variant="outline" className="font-mono">
                {entry.action}
              </Badge>
            ),
          },
          {
            header: 'Details',
            className: 'min-w-64',
            cell: (entry) => <AuditChanges before={entry.before} after={entry.after} />,
          },
        ]}
        items={entries}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        errorText="Failed to load the audit log"
        emptyText="No changes recorded"
      />
    </ListPage>
  );
}

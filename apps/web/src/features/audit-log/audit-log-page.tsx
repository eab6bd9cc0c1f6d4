import { PAGE_SIZE } from '@pg/contracts/common';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { useAuditLog } from '@/features/audit-log/api/get-audit-log';
import { AuditChanges } from '@/features/audit-log/components/audit-changes';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const ENTITIES = [
  { value: 'all', label: 'Everything' },
  { value: 'user', label: 'Users' },
  { value: 'role', label: 'Roles' },
  { value: 'role_permission', label: 'Role permissions' },
  { value: 'user_role', label: 'Assigned roles' },
  { value: 'user_permission', label: 'Permission overrides' },
  { value: 'tenant_application', label: 'Tenant applications' },
];

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const COLUMNS = 4;

/** /audit-log: who changed what, when, with the before and after (super admins). */
export function AuditLogPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [entity, setEntity] = useState('all');
  const [page, setPage] = useState(1);
  const query = useAuditLog({ q: q || undefined, entity: entity === 'all' ? undefined : entity, page });

  useEffect(() => {
    if (query.isError) toast.error('Failed to load the audit log', { id: 'audit-log-fetch-error' });
  }, [query.isError]);

  const entries = query.data?.items ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title="Audit Log"
        description="Every change to users, roles and permissions: who made it, when, and what it was before and after."
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search by who or action"
            placeholder="Search by email or action..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
        <Select
          value={entity}
          onValueChange={(value) => {
            setEntity(value);
            setPage(1);
          }}
        >
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
      </div>

      <Table aria-label="Audit log" aria-busy={query.isPending || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>When</TableHead>
            <TableHead>Who</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Details</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? (
            <TableLoadingRows columns={COLUMNS} />
          ) : query.isError && entries.length === 0 ? (
            <TableMessageRow columns={COLUMNS}>
              <span className="block">Failed to load the audit log</span>
              <Button variant="link" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </TableMessageRow>
          ) : entries.length === 0 ? (
            <TableMessageRow columns={COLUMNS}>No changes recorded</TableMessageRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry.id} className="align-top">
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {when.format(new Date(entry.created_at))}
                </TableCell>
                <TableCell className="max-w-56 break-all">{entry.actor_email ?? 'System'}</TableCell>
                <TableCell>
                  <Badge variant="outline" className="font-mono">
                    {entry.action}
                  </Badge>
                </TableCell>
                <TableCell className="min-w-64">
                  <AuditChanges before={entry.before} after={entry.after} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <PaginationBar
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total ?? 0}
        noun="changes"
        onPageChange={setPage}
      />
    </div>
  );
}

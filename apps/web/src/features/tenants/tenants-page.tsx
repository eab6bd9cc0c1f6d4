import { PAGE_SIZE } from '@pg/contracts/common';
import type { Tenant } from '@pg/contracts/tenants';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NoBranchSelected } from '@/components/ui/no-branch-selected';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useTenants } from '@/features/tenants/api/get-tenants';
import { MarkLeftDialog } from '@/features/tenants/components/mark-left-dialog';
import { TenantFormDialog } from '@/features/tenants/components/tenant-form-dialog';
import { TenantsTable } from '@/features/tenants/components/tenants-table';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A page number that goes back to 1 whenever `key` (branch, search) changes. */
function usePage(key: string) {
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return [page, (next: number) => setPaging({ key, page: next })] as const;
}

/**
 * /tenants: the selected branch's tenants, searched by name, phone or email. 'Active Tenants'
 * first; 'Inactive Tenants' (with the date they left) only when there are any. Adding a tenant,
 * editing contact details and recording a departure.
 */
export function TenantsPage() {
  const { selectedBranch, isLoading: branchesLoading } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [activePage, setActivePage] = usePage(`${branchId}|${q}`);
  const [inactivePage, setInactivePage] = usePage(`${branchId}|${q}`);

  const active = useTenants(branchId, { status: 'active', q: q || undefined, page: activePage });
  const inactive = useTenants(branchId, { status: 'inactive', q: q || undefined, page: inactivePage });

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Tenant | null>(null);
  const [leaving, setLeaving] = useState<Tenant | null>(null);

  const failed = active.isError || inactive.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to load tenants', { id: 'tenants-load-error' });
  }, [failed]);

  const canCreate = can('tenants:create');
  const canUpdate = can('tenants:update');
  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (tenant: Tenant) => {
    setEditing(tenant);
    setFormOpen(true);
  };

  const header = (
    <PageHeader
      title="Tenants"
      description={
        selectedBranch ? `People staying at ${selectedBranch.name}, and those who have left.` : undefined
      }
      actions={
        canCreate && branchId ? (
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Tenant
          </Button>
        ) : undefined
      }
    />
  );

  if (!branchId) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
        {header}
        {branchesLoading ? <Skeleton className="h-64 w-full" /> : <NoBranchSelected what="tenants" />}
      </div>
    );
  }

  const searching = (active.isFetching && !active.isPending) || (inactive.isFetching && !inactive.isPending);
  const activeTotal = active.data?.total ?? 0;
  const inactiveTotal = inactive.data?.total ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      {header}

      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search tenants by name, phone or email"
          placeholder="Search by name, phone or email..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pr-9 pl-9"
        />
        {searching && (
          <Spinner
            label="Searching"
            className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          />
        )}
      </div>

      <section aria-labelledby="active-tenants" className="flex flex-col gap-3">
        <h2 id="active-tenants" className="font-semibold text-lg">
          Active Tenants
          {active.data && (
            <span className="ml-2 font-normal text-muted-foreground text-sm">
              {activeTotal.toLocaleString('en-IN')}
            </span>
          )}
        </h2>
        <TenantsTable
          kind="active"
          title="Active Tenants"
          tenants={active.data?.items ?? []}
          isLoading={active.isPending}
          isError={active.isError}
          onRetry={() => void active.refetch()}
          emptyHint={
            q
              ? 'Try another name, phone number or email.'
              : canCreate
                ? 'Add the first tenant of this branch.'
                : undefined
          }
          onEdit={canUpdate ? openEdit : undefined}
          onMarkLeft={canUpdate ? setLeaving : undefined}
        />
        <PaginationBar
          page={activePage}
          pageSize={PAGE_SIZE}
          total={activeTotal}
          noun="active tenants"
          onPageChange={setActivePage}
        />
      </section>

      {inactiveTotal > 0 && (
        <section aria-labelledby="inactive-tenants" className="flex flex-col gap-3">
          <h2 id="inactive-tenants" className="font-semibold text-lg">
            Inactive Tenants
            <span className="ml-2 font-normal text-muted-foreground text-sm">
              {inactiveTotal.toLocaleString('en-IN')}
            </span>
          </h2>
          <TenantsTable
            kind="inactive"
            title="Inactive Tenants"
            tenants={inactive.data?.items ?? []}
            isLoading={false}
            isError={inactive.isError}
            onRetry={() => void inactive.refetch()}
            onEdit={canUpdate ? openEdit : undefined}
          />
          <PaginationBar
            page={inactivePage}
            pageSize={PAGE_SIZE}
            total={inactiveTotal}
            noun="inactive tenants"
            onPageChange={setInactivePage}
          />
        </section>
      )}

      <TenantFormDialog branchId={branchId} tenant={editing} open={formOpen} onOpenChange={setFormOpen} />
      <MarkLeftDialog tenant={leaving} onOpenChange={(open) => !open && setLeaving(null)} />
    </div>
  );
}

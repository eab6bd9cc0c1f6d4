import { tenantImport } from '@pg/contracts/tenant-import';
import { FORM_C_DUE_HOURS, VERIFICATION_DUE_DAYS, VISA_WARNING_DAYS } from '@pg/contracts/tenant-records';
import {
  TENANT_COMPLIANCE_FILTERS,
  TENANT_COMPLIANCE_LABELS,
  TENANT_VIEW_LABELS,
  TENANT_VIEWS,
  type Tenant,
  type TenantComplianceFilter,
  tenantPageView,
} from '@pg/contracts/tenants';
import type * as React from 'react';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { enumFilter, type FilterField } from '@/components/ui/list-filters';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { ImportButton } from '@/domain/imports/import-dialog';
import { TenantFormDialog } from '@/domain/tenants/tenant-form-dialog';
import { useTenants } from '@/features/tenants/api/get-tenants';
import { MarkLeftDialog } from '@/features/tenants/components/mark-left-dialog';
import { TenantsTable } from '@/features/tenants/components/tenants-table';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { formatCount } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAddFromAddress } from '@/lib/use-add-from-address';
import { listFiltersOf, paginationOf, useListSearch, usePage } from '@/lib/use-list-search';

const COMPLIANCE_FILTER_TEXTS: Record<TenantComplianceFilter, string> = {
  on_notice: 'Showing tenants who have given notice and not yet left.',
  no_bed: 'Showing tenants staying with no bed booked or checked in.',
  verification_pending: `Showing checked-in tenants not police-verified ${VERIFICATION_DUE_DAYS} days after check-in.`,
  form_c_due: `Showing foreign nationals whose Form C was not filed within ${FORM_C_DUE_HOURS} hours of check-in.`,
  visa_expiring: `Showing checked-in foreign nationals whose visa has ended or ends within ${VISA_WARNING_DAYS} days.`,
};

const VIEW = { schema: tenantPageView, keys: ['show', 'compliance'] } as const;
const VIEW_FIELDS: FilterField[] = [
  enumFilter('show', 'Show', 'Staying and left', TENANT_VIEWS, TENANT_VIEW_LABELS),
  enumFilter('compliance', 'Needs', 'All tenants', TENANT_COMPLIANCE_FILTERS, TENANT_COMPLIANCE_LABELS),
];

/**
 * /tenants: the selected branch's tenants, searched by name, phone or email. 'Active Tenants'
 * first; 'Inactive Tenants' (with the date they left) only when there are any. Adding a tenant,
 * editing contact details and recording a departure.
 */
export function TenantsPage() {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const listing = useListSearch(branchId ?? '', undefined, VIEW);
  const { search, setSearch, q, page: activePage } = listing;
  // ?show=active or ?show=left: one of the two lists only.
  const show = listing.filters.show;
  const [inactivePage, setInactivePage] = usePage(`${branchId}|${q}`);

  // The 'Needs' filter, as the dashboard's flags open it too (/tenants?compliance=verification_pending).
  const compliance = listing.filters.compliance as TenantComplianceFilter | undefined;
  const active = useTenants(branchId, { status: 'active', q: q || undefined, page: activePage, compliance });
  const inactive = useTenants(branchId, { status: 'inactive', q: q || undefined, page: inactivePage });

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Tenant | null>(null);
  const [leaving, setLeaving] = useState<Tenant | null>(null);

  const canCreate = can('tenants:create');
  const canUpdate = can('tenants:update');
  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  useAddFromAddress(canCreate ? openAdd : undefined);
  const openEdit = (tenant: Tenant) => {
    setEditing(tenant);
    setFormOpen(true);
  };

  const searching = (active.isFetching && !active.isPending) || (inactive.isFetching && !inactive.isPending);
  const inactiveTotal = inactive.data?.total ?? 0;

  return (
    <ListPage
      header={
        <PageHeader
          title="Tenants"
          description={
            selectedBranch ? `People staying at ${selectedBranch.name}, and those who have left.` : undefined
          }
          actions={
            canCreate &&
            branchId && (
              <>
                <ImportButton
                  spec={tenantImport}
                  url={`/api/branches/${branchId}/tenants/import`}
                  noun="tenants"
                  changed="tenants"
                  dates
                />
                <AddButton onClick={openAdd}>Add Tenant</AddButton>
              </>
            )
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="tenants" />}
      loadError={{
        failed: active.isError || inactive.isError,
        message: 'Failed to load tenants',
        id: 'tenants-load-error',
      }}
      search={{
        value: search,
        onChange: setSearch,
        label: 'Search tenants by name, phone or email',
        placeholder: 'Search by name, phone or email...',
        searching,
      }}
      filters={listFiltersOf(listing, 'tenants', VIEW_FIELDS)}
    >
      {compliance && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm"
        >
          <span>{COMPLIANCE_FILTER_TEXTS[compliance]}</span>
          <Button variant="outline" size="sm" onClick={() => listing.setFilters({ compliance: undefined })}>
            Show all tenants
          </Button>
        </div>
      )}
      {show !== 'left' && (
        <TenantsSection id="active-tenants" title="Active Tenants" count={active.data?.total}>
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
          <PaginationBar {...paginationOf(active, listing, 'active tenants')} />
        </TenantsSection>
      )}

      {(show === 'left' || (inactiveTotal > 0 && !show)) && !compliance && (
        <TenantsSection id="inactive-tenants" title="Inactive Tenants" count={inactiveTotal}>
          <TenantsTable
            kind="inactive"
            title="Inactive Tenants"
            tenants={inactive.data?.items ?? []}
            isLoading={show === 'left' && inactive.isPending}
            isError={inactive.isError}
            onRetry={() => void inactive.refetch()}
            onEdit={canUpdate ? openEdit : undefined}
          />
          <PaginationBar
            {...paginationOf(inactive, { page: inactivePage, setPage: setInactivePage }, 'inactive tenants')}
          />
        </TenantsSection>
      )}

      {branchId && (
        <TenantFormDialog branchId={branchId} tenant={editing} open={formOpen} onOpenChange={setFormOpen} />
      )}
      <MarkLeftDialog tenant={leaving} onOpenChange={(open) => !open && setLeaving(null)} />
    </ListPage>
  );
}

/** One of the page's two lists under its heading, with how many it holds once that is known. */
function TenantsSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number | undefined;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-lg">
        {title}
        {count !== undefined && (
          <span className="ml-2 font-normal text-muted-foreground text-sm">{formatCount(count)}</span>
        )}
      </h2>
      {children}
    </section>
  );
}

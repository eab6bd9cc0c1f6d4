import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageSection } from '@/components/ui/page-section';
import { useRetentionDue } from '@/features/administration/api/retention';
import { errorMessage } from '@/lib/api-client';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { formatDate } from '@/lib/format';

/** '2 years' for 730 days, '18 months' for 540, '45 days' otherwise: the period as an owner says it. */
export function retentionPeriod(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  if (days % 30 === 0 && days >= 60) return `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * Data retention, as a dry run: the selected branch's tenants who left longer ago than the
 * retention setting, whose personal data the next run (every six hours) erases. Nothing is erased
 * from here; a tenant is erased at once from their own page.
 */
export function RetentionSection() {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const query = useRetentionDue(branchId);
  const days = query.data?.retention_days;
  return (
    <PageSection
      title="Data retention"
      description={
        days === undefined
          ? 'Personal data of tenants who left is erased after the retention period.'
          : `Personal data of tenants who left more than ${retentionPeriod(days)} ago is erased automatically every six hours; names and money records stay. These tenants would be erased on the next run.`
      }
    >
      {branchId ? (
        <DataTable
          label="Tenants due for erasure"
          items={query.data?.items ?? []}
          isLoading={query.isPending}
          isError={query.isError}
          errorText={errorMessage(query.error, 'Failed to load the tenants due for erasure')}
          onRetry={() => void query.refetch()}
          emptyText="No tenant of this branch is due for erasure"
          columns={[
            {
              header: 'Tenant',
              cell: (t) => (
                <Link to={`/tenants/${t.id}`} className="font-medium underline-offset-4 hover:underline">
                  {t.name}
                </Link>
              ),
            },
            { header: 'Left on', cell: (t) => formatDate(t.left_at) },
            { header: 'Erased after', cell: (t) => formatDate(t.erase_after) },
          ]}
        />
      ) : (
        <NoBranchSelected what="the tenants due for erasure" />
      )}
    </PageSection>
  );
}

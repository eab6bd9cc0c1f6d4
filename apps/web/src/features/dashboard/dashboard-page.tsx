import type { Branch } from '@pg/contracts/branches';
import { DASHBOARD_PERIOD_LABELS, type DashboardPeriod } from '@pg/contracts/dashboard-periods';
import { Building } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AfterFirstPaint, deferred } from '@/components/ui/deferred';
import { PageMessage } from '@/components/ui/page-message';
import { SelectPlaceholder } from '@/components/ui/select-placeholder';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { FIRST_DASHBOARD_PERIOD, useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { ComplianceCard } from '@/features/dashboard/components/compliance-card';
import { DashboardCharts } from '@/features/dashboard/components/dashboard-charts';
import { DuesCard } from '@/features/dashboard/components/dues-card';
import { OverviewCards } from '@/features/dashboard/components/overview-cards';
import type { PeriodSelectProps } from '@/features/dashboard/components/period-select';
import { needsSetup, SetupChecklist } from '@/features/dashboard/components/setup-checklist';
import { SummaryCards, SummaryCardsSkeleton } from '@/features/dashboard/components/summary-cards';
import { useBranch } from '@/lib/branch-context';
import { useSession } from '@/lib/session';

/** / : the selected branch at a glance. */
export function DashboardPage() {
  const { selectedBranch, branches, isLoading } = useBranch();
  const { can } = useSession();
  if (selectedBranch) return <BranchDashboard branch={selectedBranch} />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      {isLoading ? (
        <SummaryCardsSkeleton />
      ) : branches.length === 0 && can('branches:create') ? (
        // First run: nothing to select yet, so the page leads to creating the first branch.
        <SetupChecklist branchId={null} stats={undefined} level="h1" />
      ) : (
        <PageMessage
          icon={Building}
          title="No Branch Selected"
          level="h1"
          className="min-h-[50vh] rounded-lg border border-dashed py-10"
        >
          <p className="max-w-sm text-muted-foreground text-sm">
            Please select a branch from the header to view dashboard
          </p>
        </PageMessage>
      )}
    </div>
  );
}

function Banner({ branch }: { branch: Branch }) {
  return (
    <Card className="gap-2 border-none bg-gradient-to-r from-primary to-primary/75 px-5 py-6 text-primary-foreground sm:px-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="font-bold text-2xl tracking-tight">{branch.name}</h1>
        <span className="rounded-md bg-primary-foreground/15 px-2 py-0.5 font-medium font-mono text-sm">
          {branch.code}
        </span>
      </div>
      <p className="text-primary-foreground/85">Here's what's happening with your PG today.</p>
    </Card>
  );
}

/** The period select: Radix's select is not needed to draw the figures, so it comes after them. */
const PeriodSelect = deferred(
  () => import('@/features/dashboard/components/period-select').then((m) => m.PeriodSelect),
  ({ value }: PeriodSelectProps) => (
    <SelectPlaceholder className="w-48">{DASHBOARD_PERIOD_LABELS[value]}</SelectPlaceholder>
  ),
);

/** Which period the money figures cover; beds, tenants and complaints are as of today. */
function Period({ value, onChange }: Omit<PeriodSelectProps, 'labelledBy'>) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id="dashboard-period" className="text-muted-foreground text-sm">
        Money figures for
      </span>
      <PeriodSelect value={value} onChange={onChange} labelledBy="dashboard-period" />
    </div>
  );
}

function BranchDashboard({ branch }: { branch: Branch }) {
  const [period, setPeriod] = useState<DashboardPeriod>(FIRST_DASHBOARD_PERIOD);
  const stats = useDashboardStats(branch.id, period);
  const { can } = useSession();

  useEffect(() => {
    if (!stats.isError) return;
    console.error('Dashboard statistics:', stats.error?.message || 'Failed to fetch stats');
    toast.error('Failed to fetch dashboard statistics', { id: 'dashboard-stats-error' });
  }, [stats.isError, stats.error]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <Banner branch={branch} />
      <Period value={period} onChange={setPeriod} />
      {stats.isPending ? (
        <>
          <SummaryCardsSkeleton />
          <Skeleton className="h-40 w-full" />
        </>
      ) : stats.data ? (
        <>
          {needsSetup(stats.data) && <SetupChecklist branchId={branch.id} stats={stats.data} level="h2" />}
          <SummaryCards stats={stats.data} />
          <AfterFirstPaint>
            {can('payments:view') && <DuesCard branchId={branch.id} />}
            {can('tenants:view') && <ComplianceCard branchId={branch.id} />}
            <OverviewCards stats={stats.data} />
          </AfterFirstPaint>
        </>
      ) : (
        <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
          <p className="text-muted-foreground">No data available</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void stats.refetch()}
            disabled={stats.isFetching}
          >
            Try again
          </Button>
        </div>
      )}
      <DashboardCharts branchId={branch.id} />
    </div>
  );
}

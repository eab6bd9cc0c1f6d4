import type { Branch } from '@pg/contracts/branches';
import { Building } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'sonner';
import { useBranch } from '@/app/branch-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { OverviewCards } from '@/features/dashboard/components/overview-cards';
import { SummaryCards, SummaryCardsSkeleton } from '@/features/dashboard/components/summary-cards';

const DashboardCharts = lazy(() =>
  import('@/features/dashboard/components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

/** / : the selected branch at a glance (SPEC §2 Dashboard). */
export function DashboardPage() {
  const { selectedBranch, isLoading } = useBranch();
  if (selectedBranch) return <BranchDashboard branch={selectedBranch} />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      {isLoading ? <SummaryCardsSkeleton /> : <NoBranch />}
    </div>
  );
}

function NoBranch() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Building className="size-6" aria-hidden="true" />
      </div>
      <h1 className="font-semibold text-lg">No Branch Selected</h1>
      <p className="max-w-sm text-muted-foreground text-sm">
        Please select a branch from the header to view dashboard
      </p>
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

function BranchDashboard({ branch }: { branch: Branch }) {
  const stats = useDashboardStats(branch.id);

  useEffect(() => {
    if (!stats.isError) return;
    console.error('Dashboard statistics:', stats.error?.message || 'Failed to fetch stats');
    toast.error('Failed to fetch dashboard statistics', { id: 'dashboard-stats-error' });
  }, [stats.isError, stats.error]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <Banner branch={branch} />
      {stats.isPending ? (
        <>
          <SummaryCardsSkeleton />
          <Skeleton className="h-40 w-full" />
        </>
      ) : stats.data ? (
        <>
          <SummaryCards stats={stats.data} />
          <OverviewCards stats={stats.data} />
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
      <Suspense
        fallback={
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-80 w-full rounded-xl" />
            <Skeleton className="h-80 w-full rounded-xl" />
          </div>
        }
      >
        <DashboardCharts branchId={branch.id} />
      </Suspense>
    </div>
  );
}

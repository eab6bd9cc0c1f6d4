import type { DashboardStats } from '@pg/contracts/dashboard';
import { BedDouble, IndianRupee, MessageSquareWarning, Users } from 'lucide-react';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatPercent } from '@/features/dashboard/format';
import { formatCount, formatMoneyWhole } from '@/lib/format';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

/** A stat card named by its title, so that it can be found as one group (assistive technology, tests). */
export function Figure(props: React.ComponentProps<typeof StatCard>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card of figures, not a form: <fieldset> would be wrong
    <div role="group" aria-label={props.title} className="min-w-0">
      <StatCard
        {...props}
        className="h-full max-sm:gap-2 max-sm:p-4 max-sm:**:data-[slot=stat-icon]:hidden"
      />
    </div>
  );
}

/** The four headline figures: occupancy, active tenants, net revenue, open complaints. */
export function SummaryCards({ stats }: { stats: DashboardStats }) {
  const { beds, tenants, revenue, complaints } = stats;
  return (
    <div className={GRID}>
      <Figure
        title="Occupancy Rate"
        value={formatPercent(beds.occupancy_rate)}
        icon={BedDouble}
        description={`${formatCount(beds.occupied)} of ${formatCount(beds.total)} beds occupied`}
      />
      <Figure
        title="Active Tenants"
        value={formatCount(tenants.active)}
        icon={Users}
        variant="success"
        description={`${formatCount(tenants.total)} total tenants`}
      />
      <Figure
        title="Revenue (Net)"
        value={formatMoneyWhole(revenue.net)}
        icon={IndianRupee}
        variant="accent"
        description={`${formatMoneyWhole(revenue.gross)} gross`}
      />
      <Figure
        title="Open Complaints"
        value={formatCount(complaints.open)}
        icon={MessageSquareWarning}
        variant="warning"
        description={`${formatCount(complaints.total)} total complaints`}
      />
    </div>
  );
}

/** Four placeholder cards while the figures load. */
export function SummaryCardsSkeleton() {
  return (
    <div className={GRID} aria-busy="true">
      <span className="sr-only">Loading dashboard</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-7 w-20" />
            </div>
            <Skeleton className="size-10 rounded-lg" />
          </div>
          <Skeleton className="h-3 w-32" />
        </Card>
      ))}
    </div>
  );
}

import { AfterFirstPaint } from '@/components/ui/deferred';
import { MonthlyFinanceChart } from './monthly-finance-chart';
import { OccupancyChart } from './occupancy-chart';

/**
 * The two charts, each with its own request, skeleton and retry. They are most of the dashboard's
 * elements: each is drawn after the first screen, in a task of its own, so that a phone is not held
 * by one long task drawing both; and below a phone's first screen, they are laid out only once they
 * come near it.
 */
export function DashboardCharts({ branchId }: { branchId: string }) {
  return (
    <div className="below-first-screen grid gap-4 lg:grid-cols-2">
      <AfterFirstPaint>
        <MonthlyFinanceChart branchId={branchId} />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <OccupancyChart branchId={branchId} />
      </AfterFirstPaint>
    </div>
  );
}

import { MonthlyFinanceChart } from './monthly-finance-chart';
import { OccupancyChart } from './occupancy-chart';

/** The two charts; loaded as their own chunk (recharts is large), after the figures. */
export function DashboardCharts({ branchId }: { branchId: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MonthlyFinanceChart branchId={branchId} />
      <OccupancyChart branchId={branchId} />
    </div>
  );
}

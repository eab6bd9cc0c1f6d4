import { MonthlyFinanceChart } from './monthly-finance-chart';
import { OccupancyChart } from './occupancy-chart';

/** The two charts, each with its own request, skeleton and retry. */
export function DashboardCharts({ branchId }: { branchId: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MonthlyFinanceChart branchId={branchId} />
      <OccupancyChart branchId={branchId} />
    </div>
  );
}

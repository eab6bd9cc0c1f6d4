import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from '@pg/contracts/dashboard-periods';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type PeriodSelectProps = {
  value: DashboardPeriod;
  onChange: (p: DashboardPeriod) => void;
  /** The id of the words that name it. */
  labelledBy: string;
};

/** Which period the dashboard's money figures cover. */
export function PeriodSelect({ value, onChange, labelledBy }: PeriodSelectProps) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as DashboardPeriod)}>
      <SelectTrigger className="w-48" aria-labelledby={labelledBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DASHBOARD_PERIODS.map((p) => (
          <SelectItem key={p} value={p}>
            {DASHBOARD_PERIOD_LABELS[p]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

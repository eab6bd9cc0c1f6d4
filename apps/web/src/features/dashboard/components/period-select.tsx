import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from '@pg/contracts/dashboard-periods';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectButton, useFirstOpening } from '@/components/ui/select-placeholder';

export type PeriodSelectProps = {
  value: DashboardPeriod;
  onChange: (p: DashboardPeriod) => void;
  /** The id of the words that name it. */
  labelledBy: string;
};

/**
 * Which period the dashboard's money figures cover. Radix's select is mounted at the first opening
 * (a button that looks the same until then).
 */
export function PeriodSelect({ value, onChange, labelledBy }: PeriodSelectProps) {
  const { mounted, open, setOpen, openFirst } = useFirstOpening();
  if (!mounted) {
    return (
      <SelectButton className="w-48" aria-labelledby={labelledBy} onOpen={openFirst}>
        {DASHBOARD_PERIOD_LABELS[value]}
      </SelectButton>
    );
  }
  return (
    <Select
      value={value}
      onValueChange={(v) => onChange(v as DashboardPeriod)}
      open={open}
      onOpenChange={setOpen}
    >
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

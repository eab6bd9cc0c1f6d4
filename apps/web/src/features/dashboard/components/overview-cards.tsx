import type { DashboardStats } from '@pg/contracts/dashboard';
import { BedDouble, ClipboardList, type LucideIcon, Users, Wallet } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/features/dashboard/format';
import { formatCount, formatMoneyWhole } from '@/lib/format';
import { cn } from '@/lib/utils';

/** `inSummary`: the figure is on a summary card above as well, so a phone does not show it twice. */
type Line = { label: string; value: string; tone?: 'success' | 'destructive'; inSummary?: true };

function OverviewCard({
  title,
  icon: Icon,
  lines,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  lines: Line[];
  footer?: React.ReactNode;
}) {
  return (
    <Card className="gap-4 max-sm:gap-2 max-sm:py-4" role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-center gap-2 max-sm:px-4">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-base">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="max-sm:px-4">
        <dl className="grid gap-2.5 text-sm">
          {lines.map((line) => (
            <div
              key={line.label}
              // A figure too wide to sit beside its label (lakhs on a phone) goes under it, to the right.
              className={cn(
                'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5',
                line.inSummary && 'max-sm:hidden',
              )}
            >
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd
                className={cn(
                  'ml-auto font-semibold tabular-nums',
                  line.tone === 'success' && 'text-success',
                  line.tone === 'destructive' && 'text-destructive',
                )}
              >
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
        {footer}
      </CardContent>
    </Card>
  );
}

/**
 * Rent billed against collected over the period's months (none for All time): the collection
 * rate, or 'Nothing billed' when no rent fell due in them.
 */
function rentLines(rent: DashboardStats['rent']): Line[] {
  if (!rent) return [];
  return [
    { label: 'Rent Billed', value: formatMoneyWhole(rent.billed) },
    { label: 'Rent Collected', value: formatMoneyWhole(rent.collected) },
    {
      label: 'Collection Rate',
      value: rent.collection_rate === null ? 'Nothing billed' : formatPercent(rent.collection_rate),
    },
  ];
}

/** Bed Status Overview, Financial Summary, Tenant Summary and Operations. */
export function OverviewCards({ stats }: { stats: DashboardStats }) {
  const { beds, tenants, revenue, payments, expenses, complaints } = stats;
  return (
    <div className="below-first-screen grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <OverviewCard
        title="Bed Status Overview"
        icon={BedDouble}
        lines={[
          { label: 'Total', value: formatCount(beds.total), inSummary: true },
          { label: 'Available', value: formatCount(beds.available), tone: 'success' },
          // A full house is good news: occupied beds are not drawn in the colour of an error.
          { label: 'Occupied', value: formatCount(beds.occupied), inSummary: true },
        ]}
        footer={
          <div
            className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
            role="img"
            aria-label={`${formatPercent(beds.occupancy_rate)} of beds occupied`}
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${Math.min(100, beds.occupancy_rate)}%` }}
            />
          </div>
        }
      />
      <OverviewCard
        title="Financial Summary"
        icon={Wallet}
        lines={[
          { label: 'Payments', value: formatMoneyWhole(revenue.gross), inSummary: true },
          { label: 'Expenses', value: formatMoneyWhole(expenses.total) },
          {
            label: 'Net Revenue',
            value: formatMoneyWhole(revenue.net),
            tone: revenue.net < 0 ? 'destructive' : 'success',
            inSummary: true,
          },
          ...rentLines(stats.rent),
        ]}
      />
      <OverviewCard
        title="Tenant Summary"
        icon={Users}
        lines={[
          { label: 'Active Tenants', value: formatCount(tenants.active), tone: 'success', inSummary: true },
          { label: 'Inactive', value: formatCount(tenants.inactive) },
          { label: 'Total', value: formatCount(tenants.total), inSummary: true },
        ]}
      />
      <OverviewCard
        title="Operations"
        icon={ClipboardList}
        lines={[
          { label: 'Occupancy', value: formatPercent(beds.occupancy_rate), inSummary: true },
          { label: 'Pending Payments', value: formatCount(payments.pending) },
          {
            label: 'Open Complaints',
            value: formatCount(complaints.open),
            tone: complaints.open ? 'destructive' : undefined,
            inSummary: true,
          },
        ]}
      />
    </div>
  );
}

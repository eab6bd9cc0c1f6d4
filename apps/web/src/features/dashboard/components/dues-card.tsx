import { DUES_TEXTS, OVERDUE_AFTER_DAYS } from '@pg/contracts/dues-texts';
import { ArrowRight, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { CardIcon } from '@/components/ui/icon-tile';
import { Skeleton } from '@/components/ui/skeleton';
import { useDuesSummary } from '@/features/dashboard/api/get-dues-summary';
import { formatCount, formatMoneyWhole } from '@/lib/format';

/** The Dues card: what tenants owe today and how many are overdue, a link to /dues. */
export function DuesCard({ branchId }: { branchId: string }) {
  const dues = useDuesSummary(branchId);
  const s = dues.data;
  return (
    <Card className="gap-2 p-5" role="group" aria-label={DUES_TEXTS.title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <CardIcon icon={Wallet} tone="warning" />
          <div className="min-w-0">
            <h2 className="font-medium text-muted-foreground text-sm">Dues today</h2>
            {dues.isPending ? (
              <Skeleton className="mt-1 h-7 w-40" />
            ) : dues.isError ? (
              <p className="text-muted-foreground text-sm">Failed to load dues</p>
            ) : (
              <p className="font-bold text-2xl tabular-nums tracking-tight">
                {formatMoneyWhole(s?.total_due ?? 0)}
              </p>
            )}
          </div>
        </div>
        <Link
          to="/dues"
          className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          View dues
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {s && (
        <p className="text-muted-foreground text-sm">
          {s.tenants_due === 1 ? '1 tenant owes' : `${formatCount(s.tenants_due)} tenants owe`}
          {' · '}
          {s.tenants_overdue === 1
            ? `1 overdue by more than ${OVERDUE_AFTER_DAYS} days`
            : `${formatCount(s.tenants_overdue)} overdue by more than ${OVERDUE_AFTER_DAYS} days`}
        </p>
      )}
    </Card>
  );
}

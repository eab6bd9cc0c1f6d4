import type { BranchFigures } from '@pg/contracts/branches-dashboard';
import { AlertTriangle, BedDouble, IndianRupee, Landmark, Receipt, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { PageMessage } from '@/components/ui/page-message';
import { useBranchesDashboard } from '@/features/dashboard/api/get-branches-dashboard';
import { BranchesTable } from '@/features/dashboard/components/branches-table';
import { Figure, SummaryCardsSkeleton } from '@/features/dashboard/components/summary-cards';
import { formatPercent } from '@/features/dashboard/format';
import { useBranch } from '@/lib/branch-context';
import { formatCount, formatDate, formatMoneyWhole, formatMonth } from '@/lib/format';

/** The totals of every branch shown: beds, the month's rent and money, dues and deposits. */
function Totals({ totals, month }: { totals: BranchFigures; month: string }) {
  const t = totals;
  const of = formatMonth(month);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Figure
        title="Occupancy Rate"
        value={formatPercent(t.occupancy_rate)}
        icon={BedDouble}
        description={`${formatCount(t.occupied)} of ${formatCount(t.beds)} beds occupied`}
      />
      <Figure
        title="Rent Collected"
        value={formatMoneyWhole(t.collected)}
        icon={IndianRupee}
        variant="success"
        description={`${formatMoneyWhole(t.billed)} billed in ${of}${
          t.collection_rate === null ? '' : ` (${formatPercent(t.collection_rate)})`
        }`}
      />
      <Figure
        title="Dues"
        value={formatMoneyWhole(t.dues)}
        icon={AlertTriangle}
        variant="warning"
        description={`${formatMoneyWhole(t.overdue)} more than 30 days overdue`}
      />
      <Figure
        title="Net"
        value={formatMoneyWhole(t.net)}
        icon={Wallet}
        variant="accent"
        description={`${formatMoneyWhole(t.expenses)} expenses in ${of}`}
      />
      <Figure
        title="Deposits Held"
        value={formatMoneyWhole(t.deposits_held)}
        icon={Landmark}
        description="Received less refunded and applied"
      />
      <Figure title="Expenses" value={formatMoneyWhole(t.expenses)} icon={Receipt} description={`In ${of}`} />
    </div>
  );
}

/**
 * /all-branches: the owner's view, every branch the user works in side by side with their totals,
 * for a month (the current one until another is chosen); a branch's name opens its dashboard.
 */
export function AllBranchesPage() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const query = useBranchesDashboard(month);
  const { selectBranch } = useBranch();
  const navigate = useNavigate();
  const data = query.data;
  const open = (branchId: string) => {
    selectBranch(branchId);
    void navigate('/');
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <PageHeader
        title="All branches"
        description={
          data
            ? `Money of ${formatMonth(data.month)}; beds, dues and deposits as of ${formatDate(data.as_of)}`
            : 'Every branch you work in'
        }
        actions={
          <div className="grid gap-1.5">
            <Label htmlFor="all-branches-month">Month</Label>
            <Input
              id="all-branches-month"
              type="month"
              className="w-44"
              value={month ?? data?.month ?? ''}
              onChange={(e) => setMonth(e.target.value || undefined)}
            />
          </div>
        }
      />
      {query.isError && !data ? (
        <PageMessage
          icon={AlertTriangle}
          tone="destructive"
          title="Could not load the branches' figures"
          className="min-h-[40vh] rounded-lg border border-dashed py-10"
        >
          <p className="max-w-sm text-muted-foreground text-sm">
            {query.error instanceof Error ? query.error.message : 'Something went wrong'}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </PageMessage>
      ) : data ? (
        <Totals totals={data.totals} month={data.month} />
      ) : (
        <SummaryCardsSkeleton />
      )}
      <section aria-labelledby="all-branches-table" className="grid gap-3">
        <h2 id="all-branches-table" className="font-semibold text-lg">
          Branches
        </h2>
        <BranchesTable
          rows={data?.items ?? []}
          onOpen={open}
          isLoading={query.isPending}
          isError={query.isError && !data}
          onRetry={() => void query.refetch()}
          emptyHint="You work in no branch yet"
        />
      </section>
    </div>
  );
}

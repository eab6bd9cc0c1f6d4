import type { MonthlyFinance } from '@pg/contracts/dashboard';
import { useMonthlyFinance } from '@/features/dashboard/api/get-monthly-finance';
import { axisTicks, moneyAxisFormatter } from '@/features/dashboard/format';
import { formatMoneyWhole, formatMonth } from '@/lib/format';
import { ChartCard } from './chart-card';
import { Plot, percentOf } from './plot';

const SERIES = [
  { key: 'collected', name: 'Collected', color: 'var(--chart-1)' },
  { key: 'expenses', name: 'Expenses', color: 'var(--chart-3)' },
] as const;

/** Completed payments and expenses per month, the last 12 months, as paired bars. */
export function MonthlyFinanceChart({ branchId }: { branchId: string }) {
  const query = useMonthlyFinance(branchId);
  const items = query.data?.items ?? [];
  const empty = query.data && items.every((m) => m.collected === 0 && m.expenses === 0);
  const ticks = axisTicks(Math.max(0, ...items.flatMap((m) => [m.collected, m.expenses])));
  const top = ticks.at(-1)!;
  const axisLabel = moneyAxisFormatter(top);
  return (
    <ChartCard
      title="Money In and Out"
      description="Payments collected and expenses, last 12 months"
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={empty ? 'No payments or expenses in the last 12 months' : null}
    >
      <figure aria-label="Payments collected and expenses by month, last 12 months" className="m-0">
        <Plot
          layout="bands"
          ticks={ticks}
          tickLabel={axisLabel}
          axisWidth="w-14"
          labels={items.map((m) => formatMonth(m.month))}
          labelEvery={{ narrow: 3, wide: 2 }}
          tooltip={(i) => <MonthTooltip month={items[i]!} />}
        >
          {() => (
            <div className="absolute inset-0 flex">
              {items.map((m) => (
                <div key={m.month} className="flex h-full min-w-0 flex-1 justify-center">
                  <div className="flex h-full w-3/4 items-end justify-center gap-0.5">
                    {SERIES.map((s) => (
                      <div
                        key={s.key}
                        className="max-w-6 flex-1 rounded-t-[3px]"
                        style={{ height: percentOf(m[s.key] / top), background: s.color }}
                      />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )}
        </Plot>
        <div className="flex justify-center gap-4 pt-1 text-[13px]" aria-hidden="true">
          {SERIES.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1.5">
              <span className="size-2 rounded-full" style={{ background: s.color }} />
              {s.name}
            </span>
          ))}
        </div>
        <MonthlyTable items={items} />
      </figure>
    </ChartCard>
  );
}

function MonthTooltip({ month }: { month: MonthlyFinance['items'][number] }) {
  return (
    <>
      <p className="mb-1 font-medium">{formatMonth(month.month)}</p>
      {SERIES.map((s) => (
        <p key={s.key} className="flex items-center gap-1.5">
          <span className="size-2 rounded-full" style={{ background: s.color }} />
          {s.name}
          <span className="ml-auto pl-3 font-medium tabular-nums">{formatMoneyWhole(month[s.key])}</span>
        </p>
      ))}
    </>
  );
}

/** The chart's figures for screen readers. */
function MonthlyTable({ items }: { items: MonthlyFinance['items'] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>Payments collected and expenses by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Collected</th>
            <th scope="col">Expenses</th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month)}</th>
              <td>{formatMoneyWhole(m.collected)}</td>
              <td>{formatMoneyWhole(m.expenses)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

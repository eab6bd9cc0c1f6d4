import type { MonthlyFinance } from '@pg/contracts/dashboard';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMonthlyFinance } from '@/features/dashboard/api/get-monthly-finance';
import { formatMonth, moneyAxisFormatter } from '@/features/dashboard/format';
import { formatMoneyWhole } from '@/lib/format';
import { ChartCard } from './chart-card';

const SERIES = [
  { key: 'collected', name: 'Collected', color: 'var(--chart-1)' },
  { key: 'expenses', name: 'Expenses', color: 'var(--chart-3)' },
] as const;

/** Completed payments and expenses per month, the last 12 months, as paired bars. */
export function MonthlyFinanceChart({ branchId }: { branchId: string }) {
  const query = useMonthlyFinance(branchId);
  const items = query.data?.items ?? [];
  const empty = query.data && items.every((m) => m.collected === 0 && m.expenses === 0);
  const axisLabel = moneyAxisFormatter(Math.max(0, ...items.flatMap((m) => [m.collected, m.expenses])));
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
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={items}
              margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
              barGap={2}
            >
              <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis
                dataKey="month"
                tickFormatter={formatMonth}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                minTickGap={8}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <YAxis
                tickFormatter={axisLabel}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                width={56}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <Tooltip
                cursor={{ fill: 'var(--muted)' }}
                labelFormatter={(label) => formatMonth(String(label))}
                formatter={(value) => formatMoneyWhole(Number(value))}
                contentStyle={{ borderRadius: 8, borderColor: 'var(--border)', fontSize: 13 }}
              />
              <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 13 }} />
              {SERIES.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.name}
                  fill={s.color}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={24}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <MonthlyTable items={items} />
      </figure>
    </ChartCard>
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

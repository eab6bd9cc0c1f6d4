import type { DailyOccupancy } from '@pg/contracts/dashboard';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDailyOccupancy } from '@/features/dashboard/api/get-daily-occupancy';
import { formatCount, formatDay, formatPercent } from '@/features/dashboard/format';
import { ChartCard } from './chart-card';

type Point = DailyOccupancy['items'][number] & { rate: number };

const rateOf = (occupied: number, total: number) =>
  total === 0 ? 0 : Math.round((occupied / total) * 1000) / 10;

/** Share of beds occupied on each of the last 30 days (from bookings), as an area. */
export function OccupancyChart({ branchId }: { branchId: string }) {
  const query = useDailyOccupancy(branchId);
  const points: Point[] = (query.data?.items ?? []).map((d) => ({ ...d, rate: rateOf(d.occupied, d.total) }));
  const noBeds = query.data && points.every((p) => p.total === 0);
  return (
    <ChartCard
      title="Occupancy Trend"
      description="Share of beds booked each day, last 30 days"
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={noBeds ? 'No beds in this branch yet' : null}
    >
      <figure aria-label="Occupancy by day, last 30 days" className="m-0">
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart
              accessibilityLayer={false}
              data={points}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <defs>
                <linearGradient id="occupancy-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="var(--chart-2)" stopOpacity={0.4} />
                  <stop offset="100%" stopColor="var(--chart-2)" stopOpacity={0.05} />
                </linearGradient>
              </defs>
              <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis
                dataKey="date"
                tickFormatter={formatDay}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                minTickGap={16}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <YAxis
                domain={[0, 100]}
                ticks={[0, 25, 50, 75, 100]}
                tickFormatter={(v: number) => `${v}%`}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                width={44}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <Tooltip
                labelFormatter={(label) => formatDay(String(label))}
                formatter={(_value, _name, item) => {
                  const p = item.payload as Point;
                  return [
                    `${formatPercent(p.rate)} (${formatCount(p.occupied)} of ${formatCount(p.total)} beds)`,
                    'Occupied',
                  ];
                }}
                contentStyle={{ borderRadius: 8, borderColor: 'var(--border)', fontSize: 13 }}
              />
              <Area
                type="monotone"
                dataKey="rate"
                name="Occupied"
                stroke="var(--chart-2)"
                strokeWidth={2}
                fill="url(#occupancy-fill)"
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        <div className="sr-only">
          <table>
            <caption>Beds occupied by day</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Occupied</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{formatDay(p.date)}</th>
                  <td>{`${formatCount(p.occupied)} of ${formatCount(p.total)} beds (${formatPercent(p.rate)})`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </ChartCard>
  );
}

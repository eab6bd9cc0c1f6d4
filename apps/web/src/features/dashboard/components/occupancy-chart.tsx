import type { DailyOccupancy } from '@pg/contracts/dashboard';
import { useId } from 'react';
import { useDailyOccupancy } from '@/features/dashboard/api/get-daily-occupancy';
import { formatDay, formatPercent } from '@/features/dashboard/format';
import { formatCount } from '@/lib/format';
import { ChartCard } from './chart-card';
import { Plot, percentOf, plotX } from './plot';

type Point = DailyOccupancy['items'][number] & { rate: number };

const RATE_TICKS = [0, 25, 50, 75, 100];

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
        <Plot
          layout="points"
          ticks={RATE_TICKS}
          tickLabel={(v) => `${v}%`}
          axisWidth="w-11"
          labels={points.map((p) => formatDay(p.date))}
          labelEvery={{ narrow: 10, wide: 5 }}
          tooltip={(i) => <DayTooltip point={points[i]!} />}
        >
          {(active) => <RateArea points={points} active={active} />}
        </Plot>
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

/** The share of beds occupied as a line over a shaded area, and a dot on the day under the pointer. */
function RateArea({ points, active }: { points: Point[]; active: number | null }) {
  const fill = `occupancy-fill-${useId().replace(/[^\w-]/g, '')}`;
  // x and y in a 100 × 100 box that the SVG stretches over the plot (the line keeps its width).
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${plotX('points', i, points.length) * 100},${100 - p.rate}`)
    .join(' ');
  const dot = active === null ? undefined : points[active];
  return (
    <>
      <svg
        className="absolute inset-0 h-full w-full overflow-visible"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--chart-2)" stopOpacity={0.4} />
            <stop offset="100%" stopColor="var(--chart-2)" stopOpacity={0.05} />
          </linearGradient>
        </defs>
        <path d={`${line} L100,100 L0,100 Z`} fill={`url(#${fill})`} />
        <path
          d={line}
          fill="none"
          stroke="var(--chart-2)"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {dot && active !== null && (
        <span
          className="absolute size-2.5 -translate-x-1/2 translate-y-1/2 rounded-full border-2 border-background"
          style={{
            left: percentOf(plotX('points', active, points.length)),
            bottom: percentOf(dot.rate / 100),
            background: 'var(--chart-2)',
          }}
        />
      )}
    </>
  );
}

function DayTooltip({ point }: { point: Point }) {
  return (
    <>
      <p className="mb-1 font-medium">{formatDay(point.date)}</p>
      <p>
        Occupied{' '}
        <span className="font-medium tabular-nums">{`${formatPercent(point.rate)} (${formatCount(point.occupied)} of ${formatCount(point.total)} beds)`}</span>
      </p>
    </>
  );
}

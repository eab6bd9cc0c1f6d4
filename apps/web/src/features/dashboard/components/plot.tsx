import type * as React from 'react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * 'bands': each point owns a slot of equal width (paired bars); 'points': the points run from the
 * left edge to the right one (a line).
 */
export type PlotLayout = 'bands' | 'points';

/** Where point `index` of `count` sits across the plot, from 0 (left) to 1 (right). */
export function plotX(layout: PlotLayout, index: number, count: number) {
  if (layout === 'bands') return (index + 0.5) / count;
  return count === 1 ? 0.5 : index / (count - 1);
}

/** A fraction as a CSS percentage. */
export const percentOf = (fraction: number) => `${Math.min(1, Math.max(0, fraction)) * 100}%`;

type PlotProps = {
  layout: PlotLayout;
  /** The axis's lines, 0 first; the last is the top of the plot. */
  ticks: number[];
  tickLabel: (value: number) => string;
  /** The axis labels' width (a Tailwind width class). */
  axisWidth: string;
  /** One label per point. */
  labels: string[];
  /**
   * Every how many points a label is shown (counted back from the last), in a narrow chart (under
   * 28rem) and a wide one.
   */
  labelEvery: { narrow: number; wide: number };
  /** What the tooltip says of point `index`. */
  tooltip: (index: number) => React.ReactNode;
  /**
   * Draws the marks over the plot's area, both ways 0 to 100 %; `active` is the point under the
   * pointer (or the finger), if any.
   */
  children: (active: number | null) => React.ReactNode;
};

/**
 * The frame of the dashboard's two charts, drawn with HTML and one SVG path rather than a chart
 * library: a value axis with dashed lines, labels along the bottom, a cursor and a tooltip for the
 * point under the pointer. Positions are percentages, so nothing is measured before the first
 * paint and the chart follows its card's width. The whole frame is hidden from screen readers;
 * each chart carries a table of its figures for them.
 */
export function Plot({
  layout,
  ticks,
  tickLabel,
  axisWidth,
  labels,
  labelEvery,
  tooltip,
  children,
}: PlotProps) {
  const [active, setActive] = useState<number | null>(null);
  const top = ticks.at(-1) || 1;
  const count = labels.length;

  const pick = (e: React.PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = (e.clientX - box.left) / box.width;
    const index = layout === 'bands' ? Math.floor(x * count) : Math.round(x * (count - 1));
    setActive(Math.min(count - 1, Math.max(0, index)));
  };

  return (
    <div className="@container h-64 w-full select-none pt-2 text-muted-foreground text-xs" aria-hidden="true">
      <div className="flex h-full">
        <div className={cn('flex shrink-0 flex-col', axisWidth)}>
          <div className="relative flex-1">
            {ticks.map((t) => (
              <span
                key={t}
                className="absolute right-2 translate-y-1/2 whitespace-nowrap"
                style={{ bottom: percentOf(t / top) }}
              >
                {tickLabel(t)}
              </span>
            ))}
          </div>
          <div className="h-6" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div
            className="relative flex-1"
            onPointerDown={pick}
            onPointerMove={pick}
            onPointerLeave={(e) => {
              if (e.pointerType === 'mouse') setActive(null);
            }}
          >
            {ticks.map((t) => (
              <div
                key={t}
                className="absolute inset-x-0 border-border border-t border-dashed"
                style={{ bottom: percentOf(t / top) }}
              />
            ))}
            {active !== null &&
              (layout === 'bands' ? (
                <div
                  className="absolute inset-y-0 bg-muted"
                  style={{ left: percentOf(active / count), width: percentOf(1 / count) }}
                />
              ) : (
                <div
                  className="absolute inset-y-0 border-border border-l"
                  style={{ left: percentOf(plotX(layout, active, count)) }}
                />
              ))}
            {children(active)}
            {active !== null && <Tooltip x={plotX(layout, active, count)}>{tooltip(active)}</Tooltip>}
          </div>
          <div className="relative h-6">
            {labels.map((label, i) => (
              <span
                // Labels can repeat (a day of two months); positions do not.
                key={i}
                className={cn(
                  'absolute top-1.5 whitespace-nowrap',
                  labelShown(count - 1 - i, labelEvery),
                  edgeAnchor(plotX(layout, i, count)),
                )}
                style={{ left: percentOf(plotX(layout, i, count)) }}
              >
                {label}
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Which labels show: every `narrow`th in a narrow chart, every `wide`th in a wide one, counted back
 * from the last point (`fromEnd` 0), so that this month's or today's label is always there.
 */
function labelShown(fromEnd: number, every: { narrow: number; wide: number }) {
  const narrow = fromEnd % every.narrow === 0;
  const wide = fromEnd % every.wide === 0;
  if (narrow && wide) return '';
  if (narrow) return '@md:hidden';
  if (wide) return 'hidden @md:block';
  return 'hidden';
}

/**
 * A label is centred on its point; one at the right edge ends there, so that it stays inside the
 * card (at the left edge there is the axis's column to spare).
 */
function edgeAnchor(x: number) {
  return x === 1 ? '-translate-x-full' : '-translate-x-1/2';
}

function Tooltip({ x, children }: { x: number; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'pointer-events-none absolute top-0 z-10 min-w-36 rounded-lg border bg-popover px-3 py-2 text-[13px] text-popover-foreground shadow-md',
        x < 0.3 ? 'translate-x-0' : x > 0.7 ? '-translate-x-full' : '-translate-x-1/2',
      )}
      style={{ left: percentOf(x) }}
    >
      {children}
    </div>
  );
}

import { cva } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import type * as React from 'react';
import { Fragment } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const iconVariants = cva('flex size-10 shrink-0 items-center justify-center rounded-lg', {
  variants: {
    variant: {
      default: 'bg-primary/10 text-primary',
      accent: 'bg-accent text-accent-foreground',
      success: 'bg-success/15 text-success',
      warning: 'bg-warning/20 text-warning-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type StatCardProps = {
  title: string;
  value: React.ReactNode;
  icon: LucideIcon;
  description?: React.ReactNode;
  /** Change against last month, in percent; `isPositive` says whether it went up. */
  trend?: { value: number; isPositive: boolean };
  variant?: 'default' | 'accent' | 'success' | 'warning';
  className?: string;
};

/**
 * A figure that may break after a group's comma ('₹3,10,20,' then '759') before it breaks inside a
 * group, when it is wider than its card; its text stays the same.
 */
function breakAfterCommas(value: React.ReactNode): React.ReactNode {
  if (typeof value !== 'string' || !value.includes(',')) return value;
  const groups = value.split(',');
  return groups.map((group, i) => (
    // The groups of one figure, in order: the index is their identity.
    <Fragment key={i}>
      {group}
      {i < groups.length - 1 && (
        <>
          ,<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** A figure with its title, icon, a line of context and an optional month-on-month trend. */
export function StatCard({
  title,
  value,
  icon: Icon,
  description,
  trend,
  variant = 'default',
  className,
}: StatCardProps) {
  return (
    <Card className={cn('gap-3 p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="@container min-w-0 flex-1 space-y-1">
          <p className="font-medium text-muted-foreground text-sm">{title}</p>
          {/*
           * A long figure ('₹97,37,50,000.00') is drawn smaller to stay on one line of its card, down
           * to 1rem; narrower still, it wraps rather than losing digits to an ellipsis.
           */}
          <p
            className="font-bold text-[length:clamp(1rem,calc(100cqi/var(--figure-chars,1)*1.5),1.5rem)] leading-8 tracking-tight [overflow-wrap:anywhere] max-sm:text-[length:clamp(1rem,calc(100cqi/var(--figure-chars,1)*1.5),1.25rem)] max-sm:leading-7"
            style={
              typeof value === 'string'
                ? ({ '--figure-chars': value.length } as React.CSSProperties)
                : undefined
            }
          >
            {breakAfterCommas(value)}
          </p>
        </div>
        <div data-slot="stat-icon" className={iconVariants({ variant })}>
          <Icon className="size-5" aria-hidden="true" />
        </div>
      </div>
      {(description || trend) && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {trend && (
            <span
              className={cn(
                'inline-flex items-center gap-1 font-medium',
                trend.isPositive ? 'text-success' : 'text-destructive',
              )}
            >
              {trend.isPositive ? (
                <TrendingUp className="size-3.5" aria-hidden="true" />
              ) : (
                <TrendingDown className="size-3.5" aria-hidden="true" />
              )}
              <span>
                <span className="sr-only">{trend.isPositive ? 'Up' : 'Down'} </span>
                {Math.abs(trend.value)}%
              </span>
              <span className="font-normal text-muted-foreground">vs last month</span>
            </span>
          )}
          {description && <span className="text-muted-foreground">{description}</span>}
        </div>
      )}
    </Card>
  );
}

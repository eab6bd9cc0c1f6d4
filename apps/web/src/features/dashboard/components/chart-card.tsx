import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type ChartCardProps = {
  title: string;
  description: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: React.ReactNode;
};

/**
 * A chart's frame: title, a skeleton while loading, a retry on failure, an empty message. Below
 * the fold (on a phone, both charts) the browser skips its style and layout until it is scrolled
 * near (`content-visibility: auto`; the charts are most of the dashboard's elements), keeping its
 * place at the height it had when last drawn, at first the card's usual height.
 */
export function ChartCard({
  title,
  description,
  isPending,
  isError,
  onRetry,
  empty,
  children,
}: ChartCardProps) {
  return (
    <Card className="min-w-0 gap-4 [contain-intrinsic-size:auto_23.5rem] [content-visibility:auto]">
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : isError ? (
          <div className="flex h-64 flex-col items-center justify-center gap-3 text-center text-muted-foreground text-sm">
            <p>This chart could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : empty ? (
          <div className="flex h-64 items-center justify-center text-center text-muted-foreground text-sm">
            {empty}
          </div>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

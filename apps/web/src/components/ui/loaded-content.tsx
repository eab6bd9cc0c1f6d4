import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** What LoadedContent reads of a query (a TanStack Query result). */
type LoadingQuery<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

/**
 * A card's content from its query: `rows` grey bars (of `rowClassName`) while it loads, `failedText`
 * with 'Try again' when it failed, otherwise `children` of the data.
 */
export function LoadedContent<T>({
  query,
  rows,
  rowClassName,
  failedText,
  children,
}: {
  query: LoadingQuery<T>;
  rows: number;
  rowClassName: string;
  failedText: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={rowClassName} />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="text-muted-foreground text-sm">
        {failedText}
        <Button variant="link" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(query.data);
}

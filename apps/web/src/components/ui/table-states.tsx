import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** Skeleton rows shown in a table's body while its data loads. */
function TableLoadingRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden="true" className="hover:bg-transparent">
          {Array.from({ length: columns }, (_, col) => (
            <TableCell key={col}>
              <Skeleton className={cn('h-4', col === 0 ? 'w-20' : 'w-full max-w-40')} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** One full-width row holding a table's empty (or failed) state. */
function TableMessageRow({
  columns,
  children,
  className,
}: {
  columns: number;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className={cn('h-24 text-center text-muted-foreground', className)}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** What a failed or empty list says (with 'Try again' after a failure); null when it has items to show. */
function listMessage({
  items,
  isError,
  errorText,
  onRetry,
  emptyText,
  emptyHint,
}: Pick<TableRowsProps<unknown>, 'items' | 'isError' | 'errorText' | 'onRetry' | 'emptyText' | 'emptyHint'>) {
  if (isError && items.length === 0) {
    return (
      <>
        <span className="block">{errorText}</span>
        {onRetry && (
          <Button variant="link" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </>
    );
  }
  if (items.length === 0) {
    return (
      <>
        <span className="block font-medium text-foreground">{emptyText}</span>
        {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
      </>
    );
  }
  return null;
}

export type TableRowsProps<T> = {
  columns: number;
  items: readonly T[];
  isLoading: boolean;
  /** Skeleton rows while loading (5 unless told). */
  loadingRows?: number;
  /** The load failed with no rows to keep showing: `errorText` and 'Try again'. */
  isError?: boolean;
  errorText?: string;
  onRetry?: () => void;
  /** What an empty table says ('No payments found'), and a hint under it. */
  emptyText: React.ReactNode;
  emptyHint?: string | undefined;
  /** One row of an item (with its key). */
  children: (item: T) => React.ReactNode;
};

/** A table body's rows: skeletons while loading, the failure, the empty state, or a row per item. */
export function TableRows<T>({ columns, isLoading, loadingRows, children, ...list }: TableRowsProps<T>) {
  if (isLoading) return <TableLoadingRows columns={columns} rows={loadingRows} />;
  const message = listMessage(list);
  if (message) return <TableMessageRow columns={columns}>{message}</TableMessageRow>;
  return <>{list.items.map(children)}</>;
}

/** The same states for a list of cards (DataTable on a phone): skeleton cards, the failure, the empty state, or the cards. */
export function CardStates<T>({
  isLoading,
  loadingRows = 3,
  children,
  ...list
}: Omit<TableRowsProps<T>, 'columns'>) {
  if (isLoading) {
    return (
      <>
        {Array.from({ length: loadingRows }, (_, i) => (
          <li key={i} aria-hidden="true" className="grid gap-2 rounded-lg border bg-card p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </>
    );
  }
  const message = listMessage(list);
  if (message) {
    return (
      <li className="rounded-lg border bg-card p-6 text-center text-muted-foreground text-sm">{message}</li>
    );
  }
  return <>{list.items.map(children)}</>;
}

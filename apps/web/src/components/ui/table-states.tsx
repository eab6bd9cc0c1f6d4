import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** Skeleton rows shown in a table's body while its data loads. */
export function TableLoadingRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
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
export function TableMessageRow({
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

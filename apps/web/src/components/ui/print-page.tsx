import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PrintOnly } from '@/components/ui/print-only';
import { type MissingRecord, RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { cn } from '@/lib/utils';

/**
 * Whether there is no such record (see isMissingRecord: nothing to retry), with the words that say
 * so in `texts.missing`: both, or neither on a page whose record cannot be missing.
 */
type MissingCase =
  | { missing?: undefined; texts: { loading: string; failed: string } }
  | { missing: boolean; texts: { loading: string; missing: string; failed: string } };

type PrintPageProps<T> = MissingCase & {
  query: UseQueryResult<T>;
  /** Where 'Back' goes, and its words ('Back to tenant'); none on a page opened by a link. */
  back?: { to: string; label: string };
  /** The document's title: what the print dialog offers as the PDF's file name. */
  titleOf: (data: T) => string;
  /** Classes of the page's column: its width (default max-w-3xl). */
  className?: string;
  /** Buttons beside Print (Share, say), shown once the document has loaded. */
  actions?: (data: T) => React.ReactNode;
  /** The document, drawn once on screen (in a card) and once for paper. */
  children: (data: T) => React.ReactNode;
};

/**
 * A printable document's page (a receipt, a statement, a form): Back and Print above it, loading
 * and failure states, the document on a card on screen and alone on A4 when printed.
 */
export function PrintPage<T>(props: PrintPageProps<T>) {
  const { query, back, titleOf, texts, className, actions, children } = props;
  const missing: MissingRecord =
    props.missing === undefined ? {} : { missing: props.missing, missingText: props.texts.missing };
  const data = query.data;
  const title = data === undefined ? null : titleOf(data);

  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className={cn('mx-auto flex w-full max-w-3xl flex-col gap-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back ? (
          <Button variant="ghost" asChild>
            <Link to={back.to}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {data !== undefined && (
          <div className="flex flex-wrap gap-2">
            {actions?.(data)}
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        )}
      </div>
      {query.isPending ? (
        <RecordLoading label={texts.loading} />
      ) : query.isError || data === undefined ? (
        <RecordLoadFailed {...missing} failedText={texts.failed} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Card className="p-4 sm:p-8">{children(data)}</Card>
          <PrintOnly>{children(data)}</PrintOnly>
        </>
      )}
    </div>
  );
}

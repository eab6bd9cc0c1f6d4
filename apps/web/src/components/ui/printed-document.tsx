import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A document to print (a receipt, a letter, a form): the card's colours on screen, black on white on paper. */
export function PrintedDocument({
  label,
  className,
  children,
}: {
  /** Its accessible name: 'Payment receipt'. */
  label: string;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className={cn('bg-card text-card-foreground print:bg-white print:text-black', className)}
    >
      {children}
    </article>
  );
}

type LetterheadProps = {
  branch: { name: string; address: string | null; contact: string | null; code?: string };
  /** The branch's code under its contact (a receipt shows it). */
  showCode?: boolean;
  /** The document's title, on the right: 'Payment Receipt'. */
  title: string;
  /** Spacing when not the default's (gap-3, pb-4). */
  className?: string;
  /** Under the title: the document's number and date. */
  children: React.ReactNode;
};

/** A printed document's top: the branch on the left; the title, number and date on the right. */
export function Letterhead({ branch, showCode = false, title, className, children }: LetterheadProps) {
  const muted = 'text-muted-foreground text-sm print:text-neutral-700';
  return (
    <header
      className={cn(
        'flex flex-col gap-3 border-b pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between print:border-neutral-400',
        className,
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className="font-bold text-xl leading-tight">{branch.name}</p>
        {branch.address && <p className={cn('whitespace-pre-line', muted)}>{branch.address}</p>}
        {branch.contact && <p className={muted}>{`Contact: ${branch.contact}`}</p>}
        {showCode && <p className={muted}>{`Branch code: ${branch.code}`}</p>}
      </div>
      <div className="space-y-1 sm:text-right print:text-right">
        <h2 className="font-semibold text-lg uppercase tracking-wide">{title}</h2>
        {children}
      </div>
    </header>
  );
}

import { OPENING_BALANCE, STATEMENT_LINE_LABELS, type StatementLine } from '@pg/contracts/dues';
import { PAYMENT_METHOD_LABELS } from '@pg/contracts/payments';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

/** What a line is, under its kind: where, how many days, what for, which receipt. */
function lineDetail(line: StatementLine): string | null {
  switch (line.kind) {
    case 'rent':
      return `Room ${line.room_number} · Bed ${line.bed_number} · ${line.days === 1 ? '1 day' : `${line.days} days`}`;
    case 'deposit':
      return `Room ${line.room_number} · Bed ${line.bed_number}`;
    case 'charge':
      return line.note ? `${line.category} · ${line.note}` : line.category;
    default:
      return [line.receipt_number, line.method && PAYMENT_METHOD_LABELS[line.method], line.note]
        .filter(Boolean)
        .join(' · ');
  }
}

/** A payment that counts for nothing: voided, or not completed. */
const countsNot = (line: StatementLine) =>
  line.voided || (line.status !== null && line.status !== 'completed');

/** A statement's opening row: for a date range, on its first day. */
export const openingOf = (s: { from: string | null; opening_balance: number | null }) =>
  s.from !== null && s.opening_balance !== null ? { date: s.from, balance: s.opening_balance } : null;

/** A balance in words a tenant reads: '₹1,200.00 due', '₹300.00 advance', 'Settled'. */
export function balanceText(balance: number): string {
  if (balance > 0) return `${formatMoney(balance)} due`;
  if (balance < 0) return `${formatMoney(-balance)} advance`;
  return 'Settled';
}

type StatementLedgerProps = {
  lines: StatementLine[];
  /** For a date range: the balance before its first day, the first row, where the running balance starts. */
  opening?: { date: string; balance: number } | null | undefined;
  /** An action per line (voiding a charge); none on paper. */
  action?: ((line: StatementLine) => React.ReactNode) | undefined;
  className?: string;
};

/**
 * A statement's lines as a table: date, what, owed, paid, balance. A voided line is struck through
 * with its reason; an instalment not yet due is marked 'Upcoming'. On a phone the date goes under
 * the line's name and owed and paid share one column; on paper (A4) every column shows.
 */
export function StatementLedger({ lines, opening, action, className }: StatementLedgerProps) {
  const cell = 'px-2 py-2 align-top';
  const money = 'whitespace-nowrap text-right tabular-nums';
  /** Date, Owed and Paid: columns of their own from a tablet up and on paper. */
  const wide = 'hidden sm:table-cell print:table-cell';
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-lg border bg-card print:overflow-visible print:border-neutral-400',
        className,
      )}
    >
      <table aria-label="Statement" className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground print:bg-transparent print:text-neutral-700">
          <tr className="border-b">
            <th scope="col" className={cn(cell, 'font-medium', wide)}>
              Date
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Details
            </th>
            {['Owed', 'Paid'].map((heading) => (
              <th key={heading} scope="col" className={cn(cell, money, 'font-medium', wide)}>
                {heading}
              </th>
            ))}
            <th scope="col" className={cn(cell, money, 'font-medium sm:hidden print:hidden')}>
              Amount
            </th>
            <th scope="col" className={cn(cell, money, 'font-medium')}>
              Balance
            </th>
            {action && (
              <th scope="col" className={cn(cell, 'print:hidden')}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {opening && (
            <tr className="border-b bg-muted/30 print:break-inside-avoid print:bg-transparent">
              <td className={cn(cell, 'whitespace-nowrap', wide)}>{formatDate(opening.date)}</td>
              <td className={cell}>
                <span className="block text-muted-foreground text-xs sm:hidden print:hidden">
                  {formatDate(opening.date)}
                </span>
                <span className="font-medium">{OPENING_BALANCE}</span>
                <span className="block text-muted-foreground text-xs">Everything before this date</span>
              </td>
              <td className={cn(cell, wide)} />
              <td className={cn(cell, wide)} />
              <td className={cn(cell, 'sm:hidden print:hidden')} />
              <td className={cn(cell, money, 'font-medium')}>{formatMoney(opening.balance)}</td>
              {action && <td className={cn(cell, 'print:hidden')} />}
            </tr>
          )}
          {lines.length === 0 && (
            <tr>
              <td colSpan={7} className="px-2 py-8 text-center text-muted-foreground">
                {opening
                  ? 'Nothing in these dates: no rent fell due and no payment was made.'
                  : 'Nothing yet: no rent has fallen due and no payment was made.'}
              </td>
            </tr>
          )}
          {lines.map((line) => {
            const struck = countsNot(line);
            const amount = line.debit ?? line.credit ?? 0;
            const wideMoney = cn(cell, money, wide, struck && 'line-through');
            return (
              <tr
                key={`${line.kind}-${line.id}-${line.date}`}
                className={cn(
                  'border-b last:border-0 print:break-inside-avoid',
                  line.upcoming && 'text-muted-foreground',
                )}
              >
                <td className={cn(cell, 'whitespace-nowrap', wide)}>{formatDate(line.date)}</td>
                <td className={cell}>
                  <span className="block text-muted-foreground text-xs sm:hidden print:hidden">
                    {formatDate(line.date)}
                  </span>
                  <span className={cn('font-medium', struck && 'line-through')}>
                    {STATEMENT_LINE_LABELS[line.kind]}
                  </span>
                  {line.upcoming && (
                    <Badge variant="outline" className="ml-2">
                      Upcoming
                    </Badge>
                  )}
                  {line.voided && (
                    <Badge variant="destructive" className="ml-2">
                      VOID
                    </Badge>
                  )}
                  {!line.voided && line.status && line.status !== 'completed' && (
                    <Badge variant="secondary" className="ml-2 capitalize">
                      {line.status}
                    </Badge>
                  )}
                  <span
                    className={cn(
                      'block break-words text-muted-foreground text-xs',
                      struck && 'line-through',
                    )}
                  >
                    {lineDetail(line)}
                  </span>
                  {line.voided && line.void_reason && (
                    <span className="block break-words text-destructive text-xs">{`Reason: ${line.void_reason}`}</span>
                  )}
                </td>
                <td className={wideMoney}>{line.debit === null ? '' : formatMoney(line.debit)}</td>
                <td className={wideMoney}>{line.credit === null ? '' : formatMoney(line.credit)}</td>
                <td className={cn(cell, money, 'sm:hidden print:hidden', struck && 'line-through')}>
                  {line.credit === null ? formatMoney(amount) : `− ${formatMoney(amount)}`}
                </td>
                <td className={cn(cell, money, 'font-medium')}>{formatMoney(line.balance)}</td>
                {action && <td className={cn(cell, 'text-right print:hidden')}>{action(line)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

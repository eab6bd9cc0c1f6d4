import type { TenantStatement } from '@pg/contracts/dues';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { balanceText } from './statement-ledger';

/**
 * The statement's figures: today's balance of rent and charges, and the security deposit (held, and
 * still to pay when it is: kept apart from the balance, which it never makes 'Settled' or not).
 */
export function StatementSummary({
  statement,
  className,
}: {
  statement: TenantStatement;
  className?: string;
}) {
  const { balance, deposit } = statement;
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-2 print:grid-cols-2', className)}>
      <div className="rounded-lg border p-3 print:border-neutral-400">
        <dt className="text-muted-foreground text-sm print:text-neutral-700">
          {`Balance on ${formatDate(statement.as_of)}`}
        </dt>
        <dd
          className={cn(
            'font-semibold text-xl tabular-nums',
            balance > 0 && 'text-destructive print:text-black',
          )}
          data-testid="statement-balance"
        >
          {balanceText(balance)}
        </dd>
      </div>
      <div className="rounded-lg border p-3 print:border-neutral-400">
        <dt className="text-muted-foreground text-sm print:text-neutral-700">Security deposit held</dt>
        <dd className="font-semibold text-xl tabular-nums">{formatMoney(deposit.held)}</dd>
        {deposit.outstanding > 0 && (
          <dd
            className="font-medium text-destructive text-sm print:text-black"
            data-testid="deposit-outstanding"
          >
            {`${formatMoney(deposit.outstanding)} still to pay`}
          </dd>
        )}
        <dd className="text-muted-foreground text-xs print:text-neutral-700">
          {`Due ${formatMoney(deposit.due)} · Received ${formatMoney(deposit.received)} · Refunded ${formatMoney(deposit.refunded)}`}
        </dd>
      </div>
    </dl>
  );
}

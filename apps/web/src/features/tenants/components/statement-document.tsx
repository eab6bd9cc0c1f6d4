import type { TenantStatement } from '@pg/contracts/dues';
import { formatIndianMobile } from '@pg/contracts/tenants';
import { openingOf, StatementLedger } from '@/features/tenants/components/statement-ledger';
import { StatementSummary } from '@/features/tenants/components/statement-summary';
import { formatDate } from '@/lib/format';

/** A tenant's statement as printed: the branch, the tenant, the figures, every line. */
export function StatementDocument({ statement }: { statement: TenantStatement }) {
  const { tenant } = statement;
  return (
    <article
      aria-label="Statement of account"
      className="flex flex-col gap-5 print:bg-white print:text-black"
    >
      <header className="flex flex-col gap-3 border-b pb-4 sm:flex-row sm:justify-between print:flex-row print:justify-between print:border-neutral-400">
        <div className="min-w-0 space-y-1">
          <p className="font-bold text-xl leading-tight">{tenant.branch_name}</p>
          {tenant.branch_address && (
            <p className="whitespace-pre-line text-muted-foreground text-sm print:text-neutral-700">
              {tenant.branch_address}
            </p>
          )}
        </div>
        <div className="space-y-1 sm:text-right print:text-right">
          <h2 className="font-semibold text-lg uppercase tracking-wide">Statement of account</h2>
          <p className="text-sm">{`As of ${formatDate(statement.as_of)}`}</p>
          {(statement.from || statement.to) && (
            <p className="text-sm">
              {statement.from && statement.to
                ? `From ${formatDate(statement.from)} to ${formatDate(statement.to)}`
                : statement.from
                  ? `From ${formatDate(statement.from)}`
                  : `Up to ${formatDate(statement.to!)}`}
            </p>
          )}
        </div>
      </header>
      <div>
        <p className="font-semibold">{tenant.name}</p>
        <p className="text-muted-foreground text-sm print:text-neutral-700">
          {formatIndianMobile(tenant.phone)}
        </p>
      </div>
      <StatementSummary statement={statement} />
      <StatementLedger lines={statement.lines} opening={openingOf(statement)} />
      <p className="text-muted-foreground text-xs print:text-neutral-600">
        Rent falls due each month for the days stayed in it; the balance counts what fell due up to the date
        above, less payments received. The security deposit is held separately and returned at the end of the
        stay. This is a computer-generated statement.
      </p>
    </article>
  );
}

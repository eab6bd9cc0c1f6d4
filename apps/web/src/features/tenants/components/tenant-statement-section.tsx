import type { StatementLine } from '@pg/contracts/dues';
import { RENT_RECEIPT_TEXTS } from '@pg/contracts/rent-receipts';
import { FileText, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type FilterField, ListFilters } from '@/components/ui/list-filters';
import { PageSection } from '@/components/ui/page-section';
import { RecordLoadFailed } from '@/components/ui/record-states';
import { Skeleton } from '@/components/ui/skeleton';
import { VoidDialog } from '@/domain/payments/void-dialog';
import { useStatementRange, useTenantStatement } from '@/features/tenants/api/get-statement';
import { useVoidCharge } from '@/features/tenants/api/void-charge';
import { AddChargeDialog } from '@/features/tenants/components/add-charge-dialog';
import { RentReceiptsDialog } from '@/features/tenants/components/rent-receipts-dialog';
import { StatementCollect } from '@/features/tenants/components/statement-collect';
import { openingOf, StatementLedger } from '@/features/tenants/components/statement-ledger';
import { StatementSummary } from '@/features/tenants/components/statement-summary';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';

const RANGE_FIELDS: FilterField[] = [
  { kind: 'date', key: 'from', label: 'From' },
  { kind: 'date', key: 'to', label: 'To' },
];

/**
 * The tenant page's statement: today's balance and deposit, every dated line with the running
 * balance (for a date range From–To, after its opening balance), 'Add charge', voiding a charge, and 'Print statement'.
 */
export function TenantStatementSection({
  tenant,
}: {
  tenant: { id: string; name: string; branch_id: string };
}) {
  const dates = useStatementRange();
  const statement = useTenantStatement(tenant.id, dates.range);
  const { can } = useSession();
  const [adding, setAdding] = useState(false);
  const [receipts, setReceipts] = useState(false);
  const [voiding, setVoiding] = useState<StatementLine | null>(null);
  const voidCharge = useVoidCharge();

  return (
    <PageSection
      title="Statement"
      description="Rent as it falls due each month, charges and payments, with the balance after each."
      actions={
        <>
          {can('payments:create') && (
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add charge
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to={`/tenants/${tenant.id}/statement${dates.search}`}>
              <Printer aria-hidden="true" />
              Print statement
            </Link>
          </Button>
          <Button variant="outline" onClick={() => setReceipts(true)}>
            <FileText aria-hidden="true" />
            {RENT_RECEIPT_TEXTS.action}
          </Button>
          <RentReceiptsDialog tenantId={tenant.id} open={receipts} onOpenChange={setReceipts} />
        </>
      }
    >
      <ListFilters
        noun="statement"
        fields={RANGE_FIELDS}
        values={dates.values}
        errors={dates.errors}
        onChange={dates.onChange}
        onClear={dates.onClear}
        note="Lines dated from From to To; what came before is summed into the opening balance."
      />
      {statement.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading statement">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : statement.isError ? (
        <RecordLoadFailed
          failedText="Failed to load the statement"
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <>
          <StatementSummary statement={statement.data} />
          <StatementCollect statement={statement.data} />
          <StatementLedger
            lines={statement.data.lines}
            opening={openingOf(statement.data)}
            action={
              can('payments:update')
                ? (line) =>
                    line.kind === 'charge' &&
                    !line.voided && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive hover:text-destructive"
                        aria-label={`Void charge ${line.category} of ${formatMoney(line.debit ?? 0)}`}
                        onClick={() => setVoiding(line)}
                      >
                        Void
                      </Button>
                    )
                : undefined
            }
          />
        </>
      )}
      <AddChargeDialog tenant={tenant} open={adding} onOpenChange={setAdding} />
      <VoidDialog
        record={voiding}
        onClose={() => setVoiding(null)}
        title="Void charge"
        description={
          voiding
            ? `${voiding.category} of ${formatMoney(voiding.debit ?? 0)}: it stays on the statement, struck through, and is no longer owed.`
            : ''
        }
        mutation={voidCharge}
        doneText="Charge voided"
        failedText="Failed to void charge"
      />
    </PageSection>
  );
}

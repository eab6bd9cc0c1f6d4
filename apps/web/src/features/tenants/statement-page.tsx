import type { TenantStatement } from '@pg/contracts/dues';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { ShareButton } from '@/components/ui/share-button';
import { UpiPayment } from '@/domain/collecting/collect';
import { documentLink } from '@/domain/documents/links';
import { useStatementRange, useTenantStatement } from '@/features/tenants/api/get-statement';
import {
  owedOfStatement,
  StatementCollect,
  useStatementBranch,
} from '@/features/tenants/components/statement-collect';
import { StatementDocument } from '@/features/tenants/components/statement-document';
import { isMissingRecord } from '@/lib/api-client';

/** /tenants/:id/statement: a tenant's statement as printed, with a Print button; A4 and phone width. */
export function StatementPage() {
  const { id } = useParams<{ id: string }>();
  const { range } = useStatementRange();
  const query = useTenantStatement(id, range);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(statement) => `Statement ${statement.tenant.name} ${statement.as_of}`}
      texts={{
        loading: 'Loading statement',
        missing: 'This tenant does not exist.',
        failed: 'Failed to load the statement',
      }}
      className="max-w-4xl"
      actions={(statement) => (
        <ShareButton
          title={`Statement of ${statement.tenant.name}`}
          link={documentLink(`/api/tenants/${statement.tenant.id}/statement-link`, 'the statement')}
        />
      )}
    >
      {(statement) => (
        <>
          <StatementDocument statement={statement} />
          <StatementCollect statement={statement} className="mt-6" />
          <PrintedUpi statement={statement} />
        </>
      )}
    </PrintPage>
  );
}

/** On paper, when the tenant owes and the branch has a UPI ID: the QR code to pay. */
function PrintedUpi({ statement }: { statement: TenantStatement }) {
  const branch = useStatementBranch(statement);
  if (!branch?.upi_id || statement.balance <= 0) return null;
  return (
    <div className="mt-6 hidden justify-center print:flex">
      <UpiPayment branch={branch} owed={owedOfStatement(statement)} size={160} />
    </div>
  );
}

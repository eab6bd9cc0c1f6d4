import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { useTenantStatement } from '@/features/tenants/api/get-statement';
import { StatementDocument } from '@/features/tenants/components/statement-document';
import { isMissingRecord } from '@/lib/api-client';

/** /tenants/:id/statement: a tenant's statement as printed, with a Print button; A4 and phone width. */
export function StatementPage() {
  const { id } = useParams<{ id: string }>();
  const query = useTenantStatement(id);
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
    >
      {(statement) => <StatementDocument statement={statement} />}
    </PrintPage>
  );
}

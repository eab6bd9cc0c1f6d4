import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PrintOnly } from '@/components/ui/print-only';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { useTenantStatement } from '@/features/tenants/api/get-statement';
import { StatementDocument } from '@/features/tenants/components/statement-document';
import { hasErrorCode } from '@/lib/api-client';

/** /tenants/:id/statement: a tenant's statement as printed, with a Print button; A4 and phone width. */
export function StatementPage() {
  const { id } = useParams<{ id: string }>();
  const query = useTenantStatement(id);
  const statement = query.data;
  const missing = hasErrorCode(query.error, 'not_found') || hasErrorCode(query.error, 'validation_failed');

  // The title is what the print dialog offers as the PDF's file name.
  useEffect(() => {
    if (!statement) return;
    const previous = document.title;
    document.title = `Statement ${statement.tenant.name} ${statement.as_of}`;
    return () => {
      document.title = previous;
    };
  }, [statement]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" asChild>
          <Link to={`/tenants/${id}`}>
            <ArrowLeft aria-hidden="true" />
            Back to tenant
          </Link>
        </Button>
        {statement && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        )}
      </div>
      {query.isPending ? (
        <RecordLoading label="Loading statement" />
      ) : query.isError ? (
        <RecordLoadFailed
          missing={missing}
          missingText="This tenant does not exist."
          failedText="Failed to load the statement"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Card className="p-4 sm:p-8">
            <StatementDocument statement={query.data} />
          </Card>
          <PrintOnly>
            <StatementDocument statement={query.data} />
          </PrintOnly>
        </>
      )}
    </div>
  );
}

import { PrintPage } from '@/components/ui/print-page';
import { Letterhead, PrintedDocument } from '@/components/ui/printed-document';
import { useOwnerReport, useOwnerReportParams } from '@/features/reports/api/get-owner-report';
import { OwnerReportTableView } from '@/features/reports/components/owner-report-table';
import { useBranch } from '@/lib/branch-context';
import { formatDate } from '@/lib/format';

/**
 * /reports/print?report=...&branch=...&from=...&to=...: an owner report on paper, for the owner
 * who files it: a letterhead (the branch, or the business's branches together), the report's
 * title and period, then its table; Print gives A4 without the console around it.
 */
export function OwnerReportPrintPage() {
  const [params] = useOwnerReportParams();
  const query = useOwnerReport(params);
  const { branches } = useBranch();
  const branch = params ? branches.find((b) => b.id === params.branch) : undefined;
  const back = params ? `/reports?${new URLSearchParams({ ...params }).toString()}` : '/reports';
  return (
    <PrintPage
      query={query}
      missing={params === null}
      back={{ to: back, label: 'Back to reports' }}
      titleOf={(t) => `${t.title} ${t.scope} ${t.from} to ${t.to}`}
      texts={{
        loading: 'Loading report',
        missing: 'Choose a report on the Reports page first.',
        failed: 'Failed to load the report',
      }}
      className="max-w-5xl"
    >
      {(table) => (
        <PrintedDocument label={table.title} className="flex flex-col gap-4">
          <Letterhead
            branch={branch ?? { name: table.scope, address: null, contact: null }}
            title={table.title}
          >
            <p className="text-sm">{`${formatDate(table.from)} to ${formatDate(table.to)}`}</p>
          </Letterhead>
          {table.note && <p className="text-sm">{table.note}</p>}
          <OwnerReportTableView table={table} />
        </PrintedDocument>
      )}
    </PrintPage>
  );
}

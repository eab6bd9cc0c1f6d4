import type { ReportType } from '@pg/contracts/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { REPORT_HEADERS } from '@/features/reports/report-csv';
import { formatDate } from '@/lib/format';

type ReportSummaryCardProps = {
  /** The selected branch's code; null when none is selected. */
  branchCode: string | null;
  type: ReportType;
  label: string;
  start: string;
  end: string;
};

/** The side card of the Reports page: branch, date range and what the file will hold. */
export function ReportSummaryCard({ branchCode, type, label, start, end }: ReportSummaryCardProps) {
  return (
    <Card role="group" aria-label="Report Summary">
      <CardHeader>
        <CardTitle>
          <h2>Report Summary</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Branch</dt>
            <dd className="font-medium">{branchCode ?? 'None'}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Report</dt>
            <dd className="font-medium">{label}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Date Range</dt>
            <dd className="font-medium">
              {formatDate(start)} – {formatDate(end)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Columns</dt>
            <dd>{REPORT_HEADERS[type].join(', ')}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

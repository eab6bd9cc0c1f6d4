import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/dates';
import {
  ALL_BRANCHES,
  OWNER_REPORT_LABELS,
  OWNER_REPORTS,
  type OwnerReport,
  type OwnerReportForm,
  ownerReportForm,
} from '@pg/contracts/owner-reports';
import { monthRange } from '@pg/contracts/reports';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-input';
import { fieldsOf } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import {
  downloadOwnerReport,
  type OwnerReportParams,
  useOwnerReport,
  useOwnerReportParams,
} from '@/features/reports/api/get-owner-report';
import { OwnerReportTableView } from '@/features/reports/components/owner-report-table';
import { errorMessage } from '@/lib/api-client';
import { useBranch } from '@/lib/branch-context';
import { formatDate } from '@/lib/format';

const REPORT_OPTIONS = OWNER_REPORTS.map((r) => ({
  value: r,
  label: OWNER_REPORT_LABELS[r].title,
  description: OWNER_REPORT_LABELS[r].description,
}));

/** The address of a report's print view. */
export const printPath = (p: OwnerReportParams) =>
  `/reports/print?${new URLSearchParams({ ...p }).toString()}`;

/**
 * The owner's reports on the Reports page: choose the report, this branch or all branches, and the
 * period; the table shows on screen, with the files (CSV, Excel, and the day book for Tally) and
 * the print view beside it.
 */
export function OwnerReports() {
  const { selectedBranch } = useBranch();
  const [params, setParams] = useOwnerReportParams();
  const form = useForm<OwnerReportForm>({
    resolver: zodResolver(ownerReportForm),
    defaultValues: params ?? {
      report: 'collections',
      branch: selectedBranch?.id ?? ALL_BRANCHES,
      ...(({ start, end }) => ({ from: start, to: end }))(monthRange(todayIso())),
    },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit((values) => setParams(values));

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Owner reports</h2>
        </CardTitle>
        <CardDescription>
          Dues aging, collections, deposits, occupancy, expenses, profit and loss and the day book: on screen,
          as CSV or Excel, and printed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]"
        >
          <SelectFormField {...field('report')} label="Report" options={REPORT_OPTIONS} />
          <SelectFormField
            {...field('branch')}
            label="Branches"
            options={[
              ...(selectedBranch ? [{ value: selectedBranch.id, label: selectedBranch.name }] : []),
              { value: ALL_BRANCHES, label: 'All branches' },
            ]}
          />
          <div className="grid min-w-0 gap-3 sm:grid-cols-2 md:col-span-2 lg:col-span-1">
            <DateField {...field('from')} label="From" />
            <DateField {...field('to')} label="To" />
          </div>
          <Button type="submit" className="w-full md:w-auto">
            Show report
          </Button>
        </form>
        {params ? <OwnerReportResult params={params} /> : null}
      </CardContent>
    </Card>
  );
}

function OwnerReportResult({ params }: { params: OwnerReportParams }) {
  const query = useOwnerReport(params);
  const [saving, setSaving] = useState<string | null>(null);
  const table = query.data;
  const save = async (format: 'csv' | 'xlsx' | 'xml') => {
    setSaving(format);
    try {
      await downloadOwnerReport(params, format, table?.scope ?? '');
    } catch (error) {
      toast.error('Failed to generate report', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setSaving(null);
    }
  };
  const file = (format: 'csv' | 'xlsx' | 'xml', label: string) => (
    <Button
      variant="outline"
      disabled={saving !== null}
      onClick={() => void save(format)}
      className="min-h-11"
    >
      {saving === format ? <Spinner decorative /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  );

  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{errorMessage(query.error, 'Failed to load the report.')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!table) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the report" className="flex flex-col gap-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <section aria-label={table.title} className="flex flex-col gap-3" aria-busy={query.isFetching}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h3 className="font-semibold text-lg">{table.title}</h3>
          <p className="text-muted-foreground text-sm">
            {`${table.scope}, ${formatDate(table.from)} to ${formatDate(table.to)}`}
          </p>
          {table.note && <p className="text-muted-foreground text-sm">{table.note}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {file('csv', 'CSV')}
          {file('xlsx', 'Excel')}
          {params.report === ('day-book' satisfies OwnerReport) && file('xml', 'Tally XML')}
          <Button variant="outline" asChild className="min-h-11">
            <Link to={printPath(params)}>
              <Printer aria-hidden="true" />
              Print
            </Link>
          </Button>
        </div>
      </div>
      <OwnerReportTableView table={table} />
    </section>
  );
}

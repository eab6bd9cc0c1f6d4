import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/dates';
import {
  monthRange,
  REPORT_TYPES,
  type ReportForm,
  type ReportType,
  reportForm,
} from '@pg/contracts/reports';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useGenerateReport } from '@/features/reports/api/generate-report';
import { ReportSummaryCard } from '@/features/reports/components/report-summary-card';
import { OwnerReports } from '@/features/reports/owner-reports';
import { REPORT_GENERATED } from '@/features/reports/report-csv';
import { errorMessage } from '@/lib/api-client';
import { useBranch } from '@/lib/branch-context';
import { formatCount } from '@/lib/format';

const REPORT_OPTIONS: Record<ReportType, { label: string; description: string }> = {
  occupancy: { label: 'Occupancy Report', description: 'Every bed on every day: occupied or available' },
  financial: { label: 'Financial Report', description: 'Payments received and expenses, by date' },
  tenants: { label: 'Tenant Report', description: 'Every tenant with their bookings' },
  dues: { label: 'Dues Report', description: 'What each tenant owes today, overdue and by month' },
};

/** /reports: choose a report and its dates, then download it as a CSV file built in the browser. */
export function ReportsPage() {
  const { selectedBranch } = useBranch();
  const generate = useGenerateReport();
  const [rowsWritten, setRowsWritten] = useState<number | null>(null);

  const form = useForm<ReportForm>({
    resolver: zodResolver(reportForm),
    defaultValues: { type: 'occupancy', ...monthRange(todayIso()) },
  });
  const { errors } = form.formState;
  const [type, start, end] = useWatch({ control: form.control, name: ['type', 'start', 'end'] });
  const pending = generate.isPending;

  const onSubmit = form.handleSubmit((input) => {
    if (!selectedBranch) {
      toast.error('Please select a branch');
      return;
    }
    setRowsWritten(0);
    generate.mutate(
      { branchId: selectedBranch.id, ...input, onProgress: ({ rows }) => setRowsWritten(rows) },
      {
        onSuccess: (result) => toast.success(REPORT_GENERATED[result.type]),
        onError: (error) =>
          toast.error('Failed to generate report', { description: errorMessage(error, 'Please try again.') }),
        onSettled: () => setRowsWritten(null),
      },
    );
  });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title="Reports"
        description="Download your branch's data as CSV files for any spreadsheet."
      />
      <p className="-mt-3 text-muted-foreground text-sm">
        Dates in the files are written year first (2026-01-31), the form every spreadsheet reads correctly;
        the console shows them as dd/mm/yyyy.
      </p>

      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Generate Report</h2>
            </CardTitle>
            <CardDescription>Choose a report and the dates it covers.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              <FormField label="Report Type" error={errors.type?.message}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="type"
                    render={({ field }) => (
                      <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                        <SelectTrigger {...control} className="w-full" onBlur={field.onBlur}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {REPORT_TYPES.map((t) => (
                            <SelectItem key={t} value={t} description={REPORT_OPTIONS[t].description}>
                              {REPORT_OPTIONS[t].label}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Start Date" error={errors.start?.message}>
                  {(control) => (
                    <DateInput form={form.control} name="start" control={control} disabled={pending} />
                  )}
                </FormField>
                <FormField label="End Date" error={errors.end?.message}>
                  {(control) => (
                    <DateInput form={form.control} name="end" control={control} disabled={pending} />
                  )}
                </FormField>
              </div>
              {type === 'tenants' && (
                <p className="text-muted-foreground text-sm">
                  The tenant report lists every tenant of the branch, whatever the dates.
                </p>
              )}
              {type === 'dues' && (
                <p className="text-muted-foreground text-sm">
                  The dues report lists what each tenant owes today, whatever the dates.
                </p>
              )}
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <Button type="submit" disabled={pending} className="w-full sm:w-auto">
                  {pending ? <Spinner decorative /> : <Download aria-hidden="true" />}
                  Generate & Download
                </Button>
                <p role="status" className="text-muted-foreground text-sm">
                  {pending
                    ? rowsWritten
                      ? `Writing the file… ${formatCount(rowsWritten)} rows`
                      : 'Fetching the data…'
                    : ''}
                </p>
              </div>
            </form>
          </CardContent>
        </Card>

        <ReportSummaryCard
          branchCode={selectedBranch?.code ?? null}
          type={type}
          start={start}
          end={end}
          label={REPORT_OPTIONS[type].label}
        />
      </div>

      <OwnerReports />
    </div>
  );
}

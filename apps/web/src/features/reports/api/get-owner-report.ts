import {
  ALL_BRANCHES,
  OWNER_REPORTS,
  type OwnerReport,
  type OwnerReportTable,
  ownerReportFileName,
} from '@pg/contracts/owner-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiClient } from '@/lib/api-client';
import { downloadBlob } from '@/lib/csv';

/** What an owner report is asked for: which report, which branch ('all' or an id), which days. */
export type OwnerReportParams = { report: OwnerReport; branch: string; from: string; to: string };

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report chosen, kept in the address (`?report=collections&branch=all&from=...&to=...`), so
 * that the print view and a shared link show the same report; null until one is asked for.
 */
export function useOwnerReportParams(): [OwnerReportParams | null, (p: OwnerReportParams) => void] {
  const [search, setSearch] = useSearchParams();
  const report = search.get('report');
  const branch = search.get('branch');
  const from = search.get('from');
  const to = search.get('to');
  const params =
    report &&
    (OWNER_REPORTS as readonly string[]).includes(report) &&
    branch &&
    from &&
    to &&
    ISO.test(from) &&
    ISO.test(to)
      ? { report: report as OwnerReport, branch, from, to }
      : null;
  return [params, (p) => setSearch({ ...p }, { replace: true })];
}

export const ownerReportPath = (p: OwnerReportParams) => `/api/reports/${p.report}`;
const queryOf = (p: OwnerReportParams) => ({ branch: p.branch, from: p.from, to: p.to });

/** The report's table for the screen (its first rows, the totals of all). */
export function useOwnerReport(params: OwnerReportParams | null) {
  return useQuery({
    queryKey: ['owner-report', params],
    queryFn: ({ signal }) =>
      apiClient.get<OwnerReportTable>(ownerReportPath(params!), { query: queryOf(params!), signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** Downloads the report as CSV, Excel or (the day book) Tally XML, built by the server. */
export async function downloadOwnerReport(
  params: OwnerReportParams,
  format: 'csv' | 'xlsx' | 'xml',
  scope: string,
) {
  const blob = await apiClient.blob(ownerReportPath(params), { query: { ...queryOf(params), format } });
  downloadBlob(blob, ownerReportFileName(params.report, scope, params.from, params.to, format));
}

export const isAllBranches = (branch: string) => branch === ALL_BRANCHES;

import type { FinancialReportPage, FinancialReportRow } from '@pg/contracts/reports';
import { apiClient } from '@/lib/api-client';
import type { ReportRange } from './get-occupancy-report';

function getFinancialReportPage(
  branchId: string,
  range: ReportRange,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return apiClient.get<FinancialReportPage>(`/api/branches/${branchId}/reports/financial`, {
    query: { ...range, cursor },
    signal,
  });
}

/** Every payment and expense of the range, by date, fetched page after page. */
export async function* financialReportRows(
  branchId: string,
  range: ReportRange,
  signal?: AbortSignal,
): AsyncGenerator<FinancialReportRow> {
  // The next page is requested as soon as a page arrives, so the server works while the rows are written.
  let next: Promise<FinancialReportPage> | null = getFinancialReportPage(branchId, range, null, signal);
  while (next) {
    const page: FinancialReportPage = await next;
    next = page.next_cursor ? getFinancialReportPage(branchId, range, page.next_cursor, signal) : null;
    // Not awaited if writing stops early: keep its failure from being reported as unhandled.
    next?.catch(() => {});
    yield* page.rows;
  }
}

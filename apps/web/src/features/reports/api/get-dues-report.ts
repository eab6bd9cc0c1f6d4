import type { DuesReportPage, DuesReportRow } from '@pg/contracts/reports';
import { apiClient } from '@/lib/api-client';

function getDuesReportPage(branchId: string, cursor: string | null, signal?: AbortSignal) {
  return apiClient.get<DuesReportPage>(`/api/branches/${branchId}/reports/dues`, {
    query: { cursor },
    signal,
  });
}

/** Every tenant of the branch who owes today, oldest due first, fetched page after page. */
export async function* duesReportRows(branchId: string, signal?: AbortSignal): AsyncGenerator<DuesReportRow> {
  // The next page is requested as soon as a page arrives, so the server works while the rows are written.
  let next: Promise<DuesReportPage> | null = getDuesReportPage(branchId, null, signal);
  while (next) {
    const page: DuesReportPage = await next;
    next = page.next_cursor ? getDuesReportPage(branchId, page.next_cursor, signal) : null;
    // Not awaited if writing stops early: keep its failure from being reported as unhandled.
    next?.catch(() => {});
    yield* page.rows;
  }
}

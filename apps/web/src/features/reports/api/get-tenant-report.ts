import type { TenantReportPage, TenantReportRow } from '@pg/contracts/reports';
import { apiClient } from '@/lib/api-client';

function getTenantReportPage(branchId: string, cursor: string | null, signal?: AbortSignal) {
  return apiClient.get<TenantReportPage>(`/api/branches/${branchId}/reports/tenants`, {
    query: { cursor },
    signal,
  });
}

/** Every tenant of the branch with their bookings, fetched page after page. */
export async function* tenantReportRows(
  branchId: string,
  signal?: AbortSignal,
): AsyncGenerator<TenantReportRow> {
  // The next page is requested as soon as a page arrives, so the server works while the rows are written.
  let next: Promise<TenantReportPage> | null = getTenantReportPage(branchId, null, signal);
  while (next) {
    const page: TenantReportPage = await next;
    next = page.next_cursor ? getTenantReportPage(branchId, page.next_cursor, signal) : null;
    // Not awaited if writing stops early: keep its failure from being reported as unhandled.
    next?.catch(() => {});
    yield* page.rows;
  }
}

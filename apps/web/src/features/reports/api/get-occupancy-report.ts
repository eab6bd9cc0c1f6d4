import type { OccupancyReport } from '@pg/contracts/reports';
import { apiClient } from '@/lib/api-client';

export type ReportRange = { start: string; end: string };

/** The occupancy of every bed of the branch over the range, as beds and stays (one request). */
export function getOccupancyReport(branchId: string, range: ReportRange, signal?: AbortSignal) {
  return apiClient.get<OccupancyReport>(`/api/branches/${branchId}/reports/occupancy`, {
    query: range,
    signal,
  });
}

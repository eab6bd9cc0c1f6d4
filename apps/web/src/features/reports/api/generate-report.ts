import type { ReportType } from '@pg/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import {
  duesRow,
  financialRow,
  occupancyLines,
  REPORT_HEADERS,
  reportFileName,
  tenantRow,
} from '@/features/reports/report-csv';
import { buildCsvBlob, buildCsvBlobFromLines, type CsvCell, type CsvProgress, downloadBlob } from '@/lib/csv';
import { duesReportRows } from './get-dues-report';
import { financialReportRows } from './get-financial-report';
import { getOccupancyReport } from './get-occupancy-report';
import { tenantReportRows } from './get-tenant-report';

type GenerateReportInput = {
  branchId: string;
  type: ReportType;
  start: string;
  end: string;
  onProgress?: (progress: CsvProgress) => void;
};

async function* mapRows<T>(rows: AsyncIterable<T>, toRow: (row: T) => CsvCell[]) {
  for await (const row of rows) yield toRow(row);
}

/**
 * Fetches a report's data, writes the CSV in chunks (the page stays responsive) and hands it to the
 * browser's download. The financial, tenant and dues reports stream page by page into the file; the
 * occupancy report arrives in one compact answer and is expanded to one row per bed per day here.
 */
async function generateReport({ branchId, type, start, end, onProgress }: GenerateReportInput) {
  const range = { start, end };
  const header = REPORT_HEADERS[type];
  const blob =
    type === 'occupancy'
      ? await buildCsvBlobFromLines(header, occupancyLines(await getOccupancyReport(branchId, range)), {
          onProgress,
        })
      : await buildCsvBlob(
          header,
          type === 'financial'
            ? mapRows(financialReportRows(branchId, range), financialRow)
            : type === 'dues'
              ? mapRows(duesReportRows(branchId), duesRow)
              : mapRows(tenantReportRows(branchId), tenantRow),
          { onProgress },
        );
  const fileName = reportFileName(type, start, end);
  downloadBlob(blob, fileName);
  return { type, fileName };
}

export function useGenerateReport() {
  return useMutation({ mutationFn: generateReport });
}

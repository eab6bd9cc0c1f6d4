import type { Writable } from 'node:stream';
import {
  CSV_FORMULA_START,
  type OwnerReportTable,
  type ReportCell,
  type ReportColumn,
  SCREEN_ROWS,
} from '@pg/contracts/owner-reports';
import ExcelJS from 'exceljs';
import { addToTotals, type ReportBody } from './table.ts';

/** The title, scope and period of a report, above its table in every format. */
export type ReportHead = Pick<OwnerReportTable, 'report' | 'title' | 'scope' | 'from' | 'to'>;

/** The screen's answer: the first SCREEN_ROWS rows, the totals and the count of all of them. */
export async function reportJson(head: ReportHead, body: ReportBody): Promise<OwnerReportTable> {
  const rows: ReportCell[][] = [];
  let totals: ReportCell[] | null = null;
  let count = 0;
  const counted = !body.totals && body.count;
  for await (const chunk of body.chunks) {
    count += chunk.length;
    if (rows.length < SCREEN_ROWS) rows.push(...chunk.slice(0, SCREEN_ROWS - rows.length));
    if (body.totals) totals = addToTotals(body.columns, totals, chunk);
    // The rest is counted in SQL: leaving the loop ends the chunks' reading.
    if (counted && rows.length >= SCREEN_ROWS) break;
  }
  if (counted && rows.length >= SCREEN_ROWS) count = await counted();
  if (body.totals && !totals) totals = addToTotals(body.columns, null, []);
  return {
    ...head,
    note: body.note ?? null,
    columns: body.columns,
    rows,
    totals,
    row_count: count,
    truncated: count > rows.length,
  };
}

// CSV as every report writes it: every value quoted, quotes inside doubled, CRLF
// between rows, a header row of labels, a UTF-8 byte-order mark first; a text that starts like a
// formula gets an apostrophe in front. Amounts are plain numbers with two decimals, dates YYYY-MM-DD.
const csvValue = (cell: ReportCell, column: ReportColumn) => {
  if (cell === null) return '""';
  const text =
    typeof cell === 'number'
      ? column.type === 'money'
        ? cell.toFixed(2)
        : String(cell)
      : CSV_FORMULA_START.test(cell)
        ? `'${cell}`
        : cell;
  return `"${text.replaceAll('"', '""')}"`;
};
const csvLine = (cells: ReportCell[], columns: ReportColumn[]) =>
  cells.map((c, i) => csvValue(c, columns[i]!)).join(',');

/** Writes the CSV to `out` a chunk at a time, ending it. */
export async function writeCsv(body: ReportBody, out: Writable) {
  const header = body.columns.map((c) => c.label);
  out.write(
    `\uFEFF${csvLine(
      header,
      body.columns.map((c) => ({ ...c, type: 'text' as const })),
    )}`,
  );
  let totals: ReportCell[] | null = null;
  for await (const chunk of body.chunks) {
    if (chunk.length) out.write(`\r\n${chunk.map((r) => csvLine(r, body.columns)).join('\r\n')}`);
    if (body.totals) totals = addToTotals(body.columns, totals, chunk);
  }
  if (totals) out.write(`\r\n${csvLine(totals, body.columns)}`);
  out.end();
}

/** Rupees with the Indian grouping (1,23,456.00), dates as dd/mm/yyyy, months as Apr 2026. */
export const NUM_FMT: Record<ReportColumn['type'], string | undefined> = {
  text: undefined,
  int: '#,##0',
  money: '₹#,##,##0.00',
  date: 'dd/mm/yyyy',
  month: 'mmm yyyy',
  percent: '0.0%',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

const excelValue = (cell: ReportCell, column: ReportColumn): ExcelJS.CellValue => {
  if (cell === null) return null;
  if (column.type === 'date' && typeof cell === 'string' && ISO_DATE.test(cell))
    return new Date(`${cell}T00:00:00Z`);
  if (column.type === 'month' && typeof cell === 'string' && ISO_MONTH.test(cell))
    return new Date(`${cell}-01T00:00:00Z`);
  return cell;
};

/** The most rows a worksheet holds in Excel. */
export const EXCEL_SHEET_ROWS = 1_048_576;

/**
 * Writes the workbook to `out` as it goes (exceljs' streaming writer): a letterhead of the title,
 * scope and period, the header row, then each row with typed cells (numbers as numbers, dates as
 * dates), and the totals row in bold. Rows beyond what one worksheet holds (a chain's year of the
 * day book) go on to a second sheet, 'Title (2)', under the header again, and so on.
 */
export async function writeXlsx(
  head: ReportHead,
  body: ReportBody,
  out: Writable,
  sheetRows = EXCEL_SHEET_ROWS,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  /** The n-th sheet, down to its header row; answers it and the rows it has used. */
  const startSheet = (n: number) => {
    const suffix = n === 1 ? '' : ` (${n})`;
    const sheet = workbook.addWorksheet(`${head.title.slice(0, 31 - suffix.length)}${suffix}`);
    sheet.columns = body.columns.map((c) => ({
      key: c.key,
      width: c.type === 'text' ? 24 : 16,
      style: NUM_FMT[c.type] ? { numFmt: NUM_FMT[c.type] } : {},
    }));
    sheet.addRow([head.title]).font = { bold: true, size: 14 };
    sheet.addRow([`${head.scope}, ${head.from} to ${head.to}`]);
    if (body.note) sheet.addRow([body.note]);
    sheet.addRow([]);
    const header = sheet.addRow(body.columns.map((c) => c.label));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.numFmt = '@';
    });
    header.commit();
    return { n, sheet, used: header.number };
  };
  let current = startSheet(1);
  const add = (cells: ReportCell[]) => {
    if (current.used >= sheetRows) {
      current.sheet.commit();
      current = startSheet(current.n + 1);
    }
    current.used += 1;
    return current.sheet.addRow(cells.map((c, i) => excelValue(c, body.columns[i]!)));
  };
  let totals: ReportCell[] | null = null;
  for await (const chunk of body.chunks) {
    for (const r of chunk) add(r).commit();
    if (body.totals) totals = addToTotals(body.columns, totals, chunk);
  }
  if (totals) {
    const row = add(totals);
    row.font = { bold: true };
    row.commit();
  }
  current.sheet.commit();
  await workbook.commit();
}

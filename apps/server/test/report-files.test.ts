import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../src/modules/owner-reports/files.ts';
import { col, inOneChunk } from '../src/modules/owner-reports/table.ts';

/** Writes a workbook of `rows` numbered rows with sheets of `sheetRows` rows, and reads it back. */
async function workbookOf(rows: number, sheetRows: number) {
  const out = new PassThrough();
  const bytes: Buffer[] = [];
  out.on('data', (b: Buffer) => bytes.push(b));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const body = inOneChunk({
    columns: [col('date', 'Date', 'date'), col('amount', 'Amount', 'money')],
    rows: Array.from({ length: rows }, (_, i) => ['2026-06-01', i + 1]),
    totals: true,
    note: 'A note',
  });
  await writeXlsx(
    { report: 'day-book', title: 'Day book', scope: 'Alpha', from: '2026-06-01', to: '2026-06-30' },
    body,
    out,
    sheetRows,
  );
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(bytes) as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows under its header: the amounts. */
const amounts = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[] = [];
  let header = 0;
  sheet.eachRow((row, n) => {
    if (row.getCell(1).value === 'Date') header = n;
    else if (header && n > header) out.push(row.getCell(2).value);
  });
  return out;
};

describe('Excel files', () => {
  it('go on to another sheet, under the letterhead and header again, past the rows a sheet holds', async () => {
    // Five rows of letterhead and header, then three data rows a sheet.
    const workbook = await workbookOf(7, 8);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Day book', 'Day book (2)', 'Day book (3)']);
    const [first, second, third] = workbook.worksheets as [
      ExcelJS.Worksheet,
      ExcelJS.Worksheet,
      ExcelJS.Worksheet,
    ];
    expect(second.getCell('A1').value).toBe('Day book');
    expect(second.getCell('A2').value).toBe('Alpha, 2026-06-01 to 2026-06-30');
    expect(amounts(first)).toEqual([1, 2, 3]);
    expect(amounts(second)).toEqual([4, 5, 6]);
    // The last row and the totals row (1 + 2 + ... + 7 = 28).
    expect(amounts(third)).toEqual([7, 28]);
    for (const sheet of workbook.worksheets) expect(sheet.rowCount).toBeLessThanOrEqual(8);
  });

  it('keep one sheet while the rows fit', async () => {
    const workbook = await workbookOf(3, 9);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Day book']);
    expect(amounts(workbook.worksheets[0]!)).toEqual([1, 2, 3, 6]);
  });
});

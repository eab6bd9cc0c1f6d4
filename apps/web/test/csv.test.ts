import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  BOM,
  buildCsvBlob,
  buildCsvBlobFromLines,
  csvLines,
  csvMoney,
  FORMULA_START,
  toCsv,
} from '../src/lib/csv';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** Blob.text() drops a leading BOM (UTF-8 decode), so read the bytes ourselves. */
const rawText = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(blob));

describe('CSV lines', () => {
  it('quotes every value, numbers and empty cells included, and separates rows with CRLF', () => {
    expect(csvLines([['a', 1, 2.5, '', null, undefined]])).toBe('"a","1","2.5","","",""');
    expect(csvLines([['a'], ['b']])).toBe('"a"\r\n"b"');
    expect(csvLines([])).toBe('');
  });

  it('doubles quotes inside values and keeps commas and line breaks inside the quotes', () => {
    expect(csvLines([['She said "hi"', 'Rao, Asha', 'line 1\nline 2', 'cr\r\nlf']])).toBe(
      '"She said ""hi""","Rao, Asha","line 1\nline 2","cr\r\nlf"',
    );
  });

  it('reads back to the same values', () => {
    const rows = [['She said "hi"', 'Rao, Asha', 'line 1\nline 2', 'शर्मा ₹']];
    expect(Papa.parse(csvLines(rows)).data).toEqual(rows);
  });
});

describe('formula neutralisation', () => {
  it('prefixes text that a spreadsheet would run with an apostrophe', () => {
    const dangerous = [
      '=SUM(A1:A9)',
      '+91 98450 12345',
      '-1+1',
      '@cmd',
      '\tTab',
      '\rCR',
      '=1+1',
      '-',
      '+',
      '-2345.50 ',
      '-1e5',
    ];
    for (const value of dangerous) {
      expect(csvLines([[value]]), value).toBe(`"'${value}"`);
    }
  });

  it('leaves plain numbers, negative ones included, and other text alone', () => {
    for (const value of [
      '-2345.50',
      '-5',
      '0.10',
      '123',
      'Asha',
      'a=b',
      'x-y',
      '',
      ' =leading space',
      '2025-03-01',
    ]) {
      expect(csvLines([[value]]), value).toBe(`"${value}"`);
    }
    expect(csvLines([[-2345.5, 42]])).toBe('"-2345.5","42"');
    expect(FORMULA_START.test('-2345.50')).toBe(false);
  });

  it('writes an expense of -2345.50 as "-2345.50"', () => {
    expect(csvLines([[csvMoney(-2345.5)]])).toBe('"-2345.50"');
    expect(csvMoney(8000)).toBe('8000.00');
    expect(csvMoney(0.1 + 0.2)).toBe('0.30');
    expect(csvMoney(null)).toBe('');
  });
});

describe('CSV documents', () => {
  it('starts with a UTF-8 byte-order mark, then the header row', async () => {
    const text = toCsv(['Name', 'City'], [['Asha Rao', 'Bengaluru']]);
    expect(text).toBe(`${BOM}"Name","City"\r\n"Asha Rao","Bengaluru"`);
    const blob = await buildCsvBlob(['Name', 'Amount'], [['रवि ₹', '-2345.50']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect([...(await bytes(blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await rawText(blob)).toBe(`${BOM}"Name","Amount"\r\n"रवि ₹","-2345.50"`);
  });

  it('writes only the header when there are no rows', async () => {
    expect(toCsv(['A', 'B'], [])).toBe(`${BOM}"A","B"`);
    expect(await rawText(await buildCsvBlob(['A', 'B'], []))).toBe(`${BOM}"A","B"`);
  });

  it('builds the same file in chunks, from lazy and from asynchronous rows, reporting progress', async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) => [`row ${i}`, i, i % 7 === 0 ? '=bad' : 'ok']);
    const expected = toCsv(['Label', 'N', 'Check'], rows);
    function* lazy() {
      yield* rows;
    }
    async function* later() {
      for (const row of rows) yield row;
    }
    const progress: number[] = [];
    const a = await buildCsvBlob(['Label', 'N', 'Check'], lazy(), {
      chunkSize: 1_000,
      onProgress: (p) => progress.push(p.rows),
    });
    const b = await buildCsvBlob(['Label', 'N', 'Check'], later(), { chunkSize: 333 });
    expect(await rawText(a)).toBe(expected);
    expect(await rawText(b)).toBe(expected);
    // from lines already written
    const c = await buildCsvBlobFromLines(
      ['Label', 'N', 'Check'],
      rows.map((row) => csvLines([row])),
      { chunkSize: 500 },
    );
    expect(await rawText(c)).toBe(expected);
    expect(progress).toEqual([1_000, 2_000, 2_345]);
  });

  it('writes many rows in chunks, giving the browser a turn between them', { timeout: 30_000 }, async () => {
    const n = 100_000;
    function* rows() {
      for (let i = 0; i < n; i++) yield ['2025-03-01', '101', 'A', i % 2 ? 'Occupied' : 'Available'];
    }
    const progress: number[] = [];
    const blob = await buildCsvBlob(['Date', 'Room', 'Bed', 'Status'], rows(), {
      chunkSize: 20_000,
      onProgress: (p) => progress.push(p.rows),
    });
    // chunks of 20,000 rows; the time 365,000 rows take is measured by `npm run bench`, not asserted here
    expect(progress).toEqual([20_000, 40_000, 60_000, 80_000, 100_000]);
    const header = '"Date","Room","Bed","Status"';
    const pair = '"2025-03-01","101","A","Available"'.length + '"2025-03-01","101","A","Occupied"'.length;
    expect(blob.size).toBe(3 + header.length + n * 2 + (n / 2) * pair);
  });
});

import { CSV_FORMULA_START } from '@pg/contracts/owner-reports';
import Papa from 'papaparse';

/**
 * CSV files the console builds in the browser (the reports), RFC 4180 by papaparse:
 * - every value quoted, quotes inside doubled, commas and line breaks kept inside the quotes,
 *   rows separated by CRLF, a header row of labels;
 * - a UTF-8 byte-order mark first, so that Excel reads ₹ and names in Indian scripts as UTF-8;
 * - formula injection defused: a text cell that starts with =, +, -, @, a tab or a carriage
 *   return gets an apostrophe in front (a spreadsheet shows it as text and never runs it), except
 *   a plain number such as -2345.50, which stays a number.
 * Large files are built in chunks with a yield to the browser between them, so the page stays
 * responsive while hundreds of thousands of rows are written.
 */

export type CsvCell = string | number | null | undefined;

export const BOM = '\uFEFF';
const CSV_NEWLINE = '\r\n';
const CSV_MIME = 'text/csv;charset=utf-8';

/** Starts like a formula, and is not just a (negative or decimal) number (the server's CSVs use the same). */
export const FORMULA_START = CSV_FORMULA_START;

const options: Papa.UnparseConfig = {
  quotes: true,
  quoteChar: '"',
  escapeChar: '"',
  delimiter: ',',
  newline: CSV_NEWLINE,
  header: false,
  escapeFormulae: FORMULA_START,
};

/** The CSV lines of `rows` (no BOM, no trailing line break); a missing value is an empty, quoted cell. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (!rows.length) return '';
  // papaparse writes null and undefined bare; every value must be quoted.
  const filled = rows.map((row) =>
    row.includes(null) || row.includes(undefined) ? row.map((cell) => cell ?? '') : row,
  );
  return Papa.unparse(filled as CsvCell[][], options);
}

/** A whole CSV document as text: BOM, header, rows. For small files and for tests. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = csvLines(rows);
  return BOM + csvLines([header]) + (body ? CSV_NEWLINE + body : '');
}

/** Lets the browser paint and handle input between chunks (not throttled like setTimeout in a background tab). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export type CsvProgress = { rows: number };

type Rows = Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>;
type BuildOptions = { chunkSize?: number; onProgress?: (p: CsvProgress) => void };

/**
 * Builds a CSV file from rows that may come lazily (a generator, or pages fetched one after the
 * other): `chunkSize` rows at a time are turned into text, then the browser gets a turn.
 */
export function buildCsvBlob(header: readonly string[], rows: Rows, opts: BuildOptions = {}): Promise<Blob> {
  return buildFromLines(header, rows, (chunk) => csvLines(chunk as (readonly CsvCell[])[]), opts);
}

/**
 * The same from lines already written as CSV (each made with `csvLines`, joined without the
 * trailing line break): for large files whose cells repeat, see report-csv's occupancyLines.
 */
export function buildCsvBlobFromLines(
  header: readonly string[],
  lines: Iterable<string> | AsyncIterable<string>,
  opts: BuildOptions = {},
): Promise<Blob> {
  return buildFromLines(header, lines, (chunk) => (chunk as string[]).join(CSV_NEWLINE), opts);
}

async function buildFromLines<T>(
  header: readonly string[],
  items: Iterable<T> | AsyncIterable<T>,
  encode: (chunk: T[]) => string,
  opts: BuildOptions,
): Promise<Blob> {
  const chunkSize = opts.chunkSize ?? 10_000;
  const parts: string[] = [BOM, csvLines([header])];
  let chunk: T[] = [];
  let count = 0;
  const flush = async () => {
    if (!chunk.length) return;
    parts.push(CSV_NEWLINE, encode(chunk));
    count += chunk.length;
    chunk = [];
    opts.onProgress?.({ rows: count });
    await yieldToBrowser();
  };
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= chunkSize) await flush();
  }
  await flush();
  return new Blob(parts, { type: CSV_MIME });
}

/** Saves a file through the browser's download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A money amount for a spreadsheet: a plain number with two decimals, no symbol, no grouping. */
export const csvMoney = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2);

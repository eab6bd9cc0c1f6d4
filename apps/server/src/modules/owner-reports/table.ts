import type { ColumnType, ReportCell, ReportColumn } from '@pg/contracts/owner-reports';

/**
 * A report's body as its query builds it: columns, then rows in chunks (the day book of a chain's
 * year is read a month at a time; the others come in one chunk), and whether a totals row adds up
 * its money and count columns.
 */
export type ReportBody = {
  columns: ReportColumn[];
  chunks: AsyncIterable<ReportCell[][]>;
  totals: boolean;
  note?: string | null;
  /**
   * How many rows there are, counted in SQL: given by a report of many rows and no totals (the day
   * book), so that the screen reads its first rows only instead of every chunk.
   */
  count?: () => Promise<number>;
};

/** A body whose rows are all at hand. */
export const inOneChunk = (body: Omit<ReportBody, 'chunks'> & { rows: ReportCell[][] }): ReportBody => {
  const { rows, ...rest } = body;
  return {
    ...rest,
    chunks: (async function* () {
      yield rows;
    })(),
  };
};

export const col = (key: string, label: string, type: ColumnType = 'text'): ReportColumn => ({
  key,
  label,
  type,
});

/** Rupees from the database's numeric text, to the paisa. */
export const rupees = (value: string | number | null | undefined) =>
  value === null || value === undefined ? 0 : Math.round(Number(value) * 100) / 100;

/** Adds a chunk of rows to running totals: money and whole-number columns summed (to the paisa), the first column 'Total'. */
export function addToTotals(
  columns: ReportColumn[],
  totals: ReportCell[] | null,
  rows: ReportCell[][],
): ReportCell[] {
  const start: ReportCell[] =
    totals ?? columns.map((c, i) => (c.type === 'money' || c.type === 'int' ? 0 : i === 0 ? 'Total' : null));
  return columns.map((c, i) => {
    if (c.type !== 'money' && c.type !== 'int') return start[i]!;
    const sum = rows.reduce<number>(
      (s, r) => s + (typeof r[i] === 'number' ? (r[i] as number) : 0),
      start[i] as number,
    );
    return c.type === 'money' ? Math.round(sum * 100) / 100 : sum;
  });
}

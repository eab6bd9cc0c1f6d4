import { z } from 'zod';
import { text } from './common.ts';

/**
 * Bringing records in from a spreadsheet (tenants, beds, payments), one way for all: a CSV whose
 * columns are named as in the console (a template to download first), read in the browser into
 * rows of text cells, checked by the server in a preview (`dry_run`) that names each row's
 * problems in the console's words, then the valid rows added in one transaction.
 */

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_NO_ROWS = 'The file has no rows';
export const IMPORT_TOO_MANY_ROWS = `At most ${IMPORT_MAX_ROWS} rows at a time`;

/** A row's problems in the console's words; rows are numbered as in the file (header = row 1). */
export const importProblem = z.object({ row: z.number().int(), messages: z.array(z.string()) });
export type ImportProblem = z.infer<typeof importProblem>;

export const importResult = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  problems: z.array(importProblem),
});
export type ImportResult = z.infer<typeof importResult>;

/** The file's row number of the i-th row read (the header is row 1). */
export const fileRow = (i: number) => i + 2;

/** A cell as read from the CSV: text, empty when the spreadsheet left it empty. */
const cell = text().max(1000, { message: 'A cell must be at most 1000 characters' });

/**
 * One kind of import: its columns (each row key with the header the console gives the field,
 * in the template's order), those every row must carry (`required`: the browser sends them empty
 * when the file leaves them out, and the row's check names what is missing), a template row as
 * an example, and what the preview says it does beyond adding rows (`note`).
 */
export function defineImport<K extends string, Q extends K>(spec: {
  columns: Record<K, string>;
  required: readonly Q[];
  example: Record<K, string>;
  note?: string;
}) {
  const keys = Object.keys(spec.columns) as K[];
  const isRequired = (k: K) => (spec.required as readonly K[]).includes(k);
  const row = z
    .object(
      Object.fromEntries(keys.map((k) => [k, isRequired(k) ? cell : cell.optional()])) as {
        [P in K]: P extends Q ? typeof cell : z.ZodOptional<typeof cell>;
      },
    )
    .strict();
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return {
    columns: spec.columns,
    required: spec.required,
    headers: keys.map((k) => spec.columns[k]),
    note: spec.note ?? null,
    /** The template's example row, by column key. */
    example: spec.example,
    row,
    input: z
      .object({
        rows: z
          .array(row)
          .min(1, { message: IMPORT_NO_ROWS })
          .max(IMPORT_MAX_ROWS, { message: IMPORT_TOO_MANY_ROWS }),
        dry_run: z.boolean().default(false),
      })
      .strict(),
    template: `${keys.map((k) => quote(spec.columns[k])).join(',')}\n${keys.map((k) => quote(spec.example[k])).join(',')}\n`,
  };
}
export type ImportRow<S extends { row: z.ZodType }> = z.infer<S['row']>;

/** Checks a row's values with a form's schema: the values, or the problems in the schema's words. */
export type Checked<V> = { ok: true; values: V } | { ok: false; messages: string[] };
export function checkWith<T extends z.ZodType>(schema: T, values: unknown): Checked<z.output<T>> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : { ok: false, messages: [...new Set(parsed.error.issues.map((i) => i.message))] };
}

/** A sum of money as a spreadsheet writes it ('₹4,500', '4500.00'), as the text a form reads. */
export const moneyText = (v: string | undefined) => v?.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '') ?? '';

/** An empty cell as no value. */
export const cellOrNull = (v: string | undefined) => (v?.trim() ? v : null);

/**
 * A date cell as spreadsheets write it in India: 15/01/2026, 5-1-2026 or 15.01.2026 (day first)
 * becomes 2026-01-15; anything else is left as written for the date rule to judge.
 */
export function dateCell(v: string | undefined): string {
  const t = v?.trim() ?? '';
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : t;
}

import { z } from 'zod';
import { daysInRange, isoDate, uuid } from './common.ts';

/**
 * The owner's reports (#37): each answers one question over a period, for one branch or for every
 * branch the user may see (`branch=all`), on screen (JSON), as CSV, as Excel, and on paper.
 * Every report is one table: typed columns and rows, the same for every format, so that the
 * screen, the files and the print view never disagree.
 */
export const OWNER_REPORTS = [
  'aging',
  'collections',
  'deposits',
  'occupancy',
  'expenses',
  'profit-loss',
  'day-book',
] as const;
export type OwnerReport = (typeof OWNER_REPORTS)[number];

export const OWNER_REPORT_LABELS: Record<OwnerReport, { title: string; description: string }> = {
  aging: { title: 'Dues aging', description: 'What is owed today, by how long it has been due' },
  collections: {
    title: 'Collections',
    description: 'Money received, by day, method and the staff member who recorded it',
  },
  deposits: { title: 'Deposit ledger', description: 'Deposits received, refunded, applied to dues and held' },
  occupancy: {
    title: 'Occupancy by month',
    description: 'Bed-nights occupied of those available, by branch',
  },
  expenses: {
    title: 'Expenses by category and property',
    description: 'Expenses by branch, property and category',
  },
  'profit-loss': {
    title: 'Profit and loss',
    description: 'Income collected less expenses, by branch and month (cash basis)',
  },
  'day-book': {
    title: 'Day book',
    description: 'Payments, refunds and expenses, voucher by voucher, for the accountant (CSV or Tally XML)',
  },
};

/** What a report is grouped by: each tenant, or each branch (aging and the deposit ledger). */
export const REPORT_GROUPINGS = ['tenant', 'branch'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/**
 * The rows of the collections report: a day each, or a month each. Left out: a day each for one
 * branch or a period of at most a month, else a month each (a chain's year by day is too long to read).
 */
export const REPORT_INTERVALS = ['day', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'xml'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** `branch=all`: every branch the user may see (as the all-branches dashboard names it). */
export const ALL_BRANCHES = 'all';

/** The longest period of one report: three years (as the CSV reports). */
const MAX_PERIOD_DAYS = 1096;

/** Which branches and days a report covers. */
const ownerReportFields = z.object({
  branch: z.union([z.literal(ALL_BRANCHES), uuid], { message: "Choose a branch, or 'all'" }),
  from: isoDate('From'),
  to: isoDate('To'),
});

function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  } else if (daysInRange(value.from, value.to) > MAX_PERIOD_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'A report can cover at most three years' });
  }
}

export const ownerReportQuery = ownerReportFields
  .extend({
    by: z.enum(REPORT_GROUPINGS).optional(),
    per: z.enum(REPORT_INTERVALS).optional(),
    format: z.enum(REPORT_FORMATS).default('json'),
    /** The Tally company the day book's XML names (SVCURRENTCOMPANY); the branch's name when left out. */
    company: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .superRefine(checkPeriod);
export type OwnerReportQuery = z.output<typeof ownerReportQuery>;

/** The Reports page's form of the owner's reports: the report, the branches, the period. */
export const ownerReportForm = ownerReportFields
  .extend({ report: z.enum(OWNER_REPORTS) })
  .superRefine(checkPeriod);
export type OwnerReportForm = z.infer<typeof ownerReportForm>;

export const ownerReportParams = z.object({ report: z.enum(OWNER_REPORTS) }).strict();

/** How a column's values are written: text, a whole number, rupees, a date (YYYY-MM-DD), a percentage. */
export const COLUMN_TYPES = ['text', 'int', 'money', 'date', 'month', 'percent'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(COLUMN_TYPES),
});
export type ReportColumn = z.infer<typeof reportColumn>;

export type ReportCell = string | number | null;
const reportCell = z.union([z.string(), z.number(), z.null()]);

/** One report's answer: what it is, for whom, the columns, the rows and the totals of the money columns. */
export const ownerReportTable = z.object({
  report: z.enum(OWNER_REPORTS),
  title: z.string(),
  /** 'All branches' or the branch's name. */
  scope: z.string(),
  from: z.string(),
  to: z.string(),
  /** A line under the title: how the figures are worked out ('Cash basis: ...'). */
  note: z.string().nullable(),
  columns: z.array(reportColumn),
  rows: z.array(z.array(reportCell)),
  /** The totals row (money and counts summed; null in the other columns), or null. */
  totals: z.array(reportCell).nullable(),
  /** Every row of the report; the screen gets the first SCREEN_ROWS, the files all of them. */
  row_count: z.number().int(),
  truncated: z.boolean(),
});
export type OwnerReportTable = z.infer<typeof ownerReportTable>;

/** The rows a report shows on screen; the CSV and Excel files hold every row. */
export const SCREEN_ROWS = 1000;

/**
 * A CSV text value that starts like a formula (=, +, -, @, a tab or a carriage return) and is not
 * just a number: written with an apostrophe in front, so that a spreadsheet never runs it.
 */
export const CSV_FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** File name of a report: `collections-all-branches-2026-04-01-to-2027-03-31.xlsx`. */
export function ownerReportFileName(
  report: OwnerReport,
  scope: string,
  from: string,
  to: string,
  ext: string,
) {
  const slug =
    scope
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'branch';
  return `${report}-${slug}-${from}-to-${to}.${ext}`;
}

/** Aging buckets: days past the due date. */
export const AGING_BUCKETS = [
  { key: 'd0_30', label: '0–30 days', min: 0, max: 30 },
  { key: 'd31_60', label: '31–60 days', min: 31, max: 60 },
  { key: 'd61_90', label: '61–90 days', min: 61, max: 90 },
  { key: 'd90_plus', label: '90+ days', min: 91, max: null },
] as const;

/** The note of the profit and loss report. */
export const COLLECTIONS_BY_MONTH_NOTE =
  'A month a row: for each day, choose one branch or a period of a month or less.';

export const CASH_BASIS_NOTE =
  'Cash basis: income is rent and charges collected in the month less advance rent refunded; deposits are held money, not income.';

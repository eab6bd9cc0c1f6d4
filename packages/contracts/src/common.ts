import { z } from 'zod';
import { DATE_RANGE_REVERSED, isIsoDate, isoDateInIndia, MAX_DATE, MIN_DATE } from './dates.ts';
import { MONEY_LIST_SORTS } from './lists.ts';
import { textChecks } from './text.ts';

export * from './dates.ts';
export * from './lists.ts';
export { CONTROL_CHARACTERS_MESSAGE, INVALID_CHARACTERS_MESSAGE } from './text.ts';

/** A UUID in a path or a body. */
export const uuid = z.uuid({ message: 'Must be a valid id' });

export const idParams = z.object({ id: uuid }).strict();
export const branchParams = z.object({ branchId: uuid }).strict();

/**
 * The one schema of every text the console takes, in bodies and query strings alike: a string
 * without control characters (tabs and line breaks only in multi-line notes) and without broken
 * characters, so that nothing reaches the database in a form it refuses. `message` is said when
 * the value is missing or not text.
 */
export const text = (options: { message?: string; multiline?: boolean } = {}) =>
  z.string(options.message ? { message: options.message } : undefined).check(...textChecks(options));

type TextOptions = { multiline?: boolean };

/** Trimmed text, required, with a length cap. */
export const requiredText = (label: string, max = 200, options: TextOptions = {}) =>
  text({ message: `${label} is required`, ...options })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** Trimmed optional text; an empty string becomes null. */
export const optionalText = (label: string, max = 1000, options: TextOptions = {}) =>
  text(options)
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

/** What a search box sends: trimmed text, at most 200 characters. */
export const searchText = () => text().trim().max(200, { message: 'Search must be at most 200 characters' });

/** The one date schema of every date field and query: a real YYYY-MM-DD date from 2000 to 2099. */
export const isoDate = (label = 'Date') =>
  z
    .string({ message: `${label} is required` })
    .min(1, { message: `${label} is required` })
    .refine(isIsoDate, { message: `${label} must be a real date`, abort: true })
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE, {
      message: `${label} must be between the years 2000 and 2099`,
    });

/**
 * The one schema of an instant a person types or a client sends (a visitor's time in): ISO 8601
 * with its offset, whose date in India is from 2000 to 2099 like every date (years 0001, 1900 or
 * 9999 are typos or probes, never stored as another year).
 */
export const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a valid time` }).refine(
    (v) => {
      const at = new Date(v);
      if (Number.isNaN(at.getTime())) return false;
      const date = isoDateInIndia(at);
      return date >= MIN_DATE && date <= MAX_DATE;
    },
    { message: `${label} must be between the years 2000 and 2099` },
  );

/** The largest sum of money the console takes, ₹99,99,999.99. */
const MAX_MONEY = 9_999_999.99;

/** At most two decimals, for numbers that floats cannot hold exactly too (0.29, 1234.56). */
const hasAtMostTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * Rupees, as a JSON number (never a string, a boolean or an array): greater than zero, at most
 * two decimals, at most ₹99,99,999.99.
 */
export const money = (label = 'Amount') =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .refine((v) => v > 0, { message: `${label} must be greater than 0`, abort: true })
    .refine(hasAtMostTwoDecimals, { message: `${label} can have at most 2 decimals`, abort: true })
    .refine((v) => v <= MAX_MONEY, { message: `${label} must be at most ₹99,99,999.99` });

/**
 * A number typed into a form's text input ("", " 3 ", "2500.50") read as a number before the
 * API's own rules; an empty input is a missing value. Only the web forms use it: the API takes
 * JSON numbers.
 */
export const fromFormText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (t === '') return undefined;
    return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : v;
  }, schema);

/**
 * A whole number in a query string: decimal digits only ('0x10', '1e3', ' 5', '-1' and '' are
 * refused), within [min, max], `fallback` when absent.
 */
export const queryInt = (label: string, min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
      z
        .number({ message: `${label} must be a whole number` })
        .int({ message: `${label} must be a whole number` })
        .min(min, { message: `${label} must be at least ${min}` })
        .max(max, { message: `${label} must be at most ${max}` }),
    )
    .default(fallback);

/** Query string of every list: case-insensitive search and offset pagination. */
export const listQuery = z
  .object({
    q: searchText().optional(),
    limit: queryInt('Limit', 1, 200, 50),
    offset: queryInt('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;

/**
 * A list's date filter: `from` and `to`, each optional and inclusive (YYYY-MM-DD). Extend a list
 * query with these fields and refine it with `checkDateRange`.
 */
export const dateRangeFields = {
  from: isoDate('From date').optional(),
  to: isoDate('To date').optional(),
};

/** Refuses a range whose `to` is before its `from` (on `to`, in the user's words). */
export const checkDateRange = (
  v: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.from && v.to && v.to < v.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_REVERSED });
};

/**
 * The sort orders of a list, by name ('date_desc', 'amount_asc'): only these are taken, so the
 * order by is always the server's own SQL. Absent means the list's default order.
 */
export const listSort = <const T extends readonly [string, ...string[]]>(orders: T) =>
  z.enum(orders, { message: 'Choose a sort order from the list' }).optional();

/**
 * The query of a money list (payments, expenses): search and pages, the date range, the list's own
 * filters, and sorting by date or amount.
 */
export const moneyListQuery = <const F extends z.ZodRawShape>(filters: F) =>
  listQuery
    .extend({ ...dateRangeFields, ...filters, sort: listSort(MONEY_LIST_SORTS) })
    .strict()
    // The list's filters never name `from` or `to`, so these are the range's.
    .superRefine((v, ctx) => checkDateRange(v as { from?: string; to?: string }, ctx));

/** A voided record (payment, charge, expense) stays in its lists with these set, and counts nowhere. */
export const voidFields = {
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
};
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), total_capped: z.boolean().optional() });

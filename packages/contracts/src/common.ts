import { z } from 'zod';

/** A UUID in a path or a body. */
export const uuid = z.uuid({ message: 'Must be a valid id' });

export const idParams = z.object({ id: uuid }).strict();
export const branchParams = z.object({ branchId: uuid }).strict();

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters from this text';
export const INVALID_CHARACTERS_MESSAGE = 'Remove the invalid characters from this text';

/**
 * True when `s` holds a control character (U+0000–U+001F, U+007F). Multi-line text may hold tabs,
 * line feeds and the carriage return of a CRLF line break.
 */
function hasControlCharacters(s: string, multiline = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x7f) continue;
    if (multiline && (c === 0x09 || c === 0x0a || (c === 0x0d && s.charCodeAt(i + 1) === 0x0a))) continue;
    return true;
  }
  return false;
}

/** True when `s` holds half of a surrogate pair without the other half (not storable as UTF-8). */
function hasLoneSurrogates(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = s.charCodeAt(i + 1);
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    return true;
  }
  return false;
}

/**
 * The one schema of every text the console takes, in bodies and query strings alike: a string
 * without control characters (tabs and line breaks only in multi-line notes) and without broken
 * characters, so that nothing reaches the database in a form it refuses. `message` is said when
 * the value is missing or not text.
 */
export const text = (options: { message?: string; multiline?: boolean } = {}) =>
  z
    .string(options.message ? { message: options.message } : undefined)
    .refine((v) => !hasControlCharacters(v, options.multiline), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    })
    .refine((v) => !hasLoneSurrogates(v), { message: INVALID_CHARACTERS_MESSAGE, abort: true });

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

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The dates the console takes: anything outside is a typo (0026 for 2026) or a probe. */
const MIN_DATE = '2000-01-01';
const MAX_DATE = '2099-12-31';

/** True when `s` is a real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

const DAY_MS = 86_400_000;
/** Days from `start` to `end`, both included (dates as YYYY-MM-DD, counted in UTC: every day is 24 hours). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

const DISPLAY_DATE_RE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date as people in India type it, day first: 05/01/2027, 5/1/2027, 05-01-2027, 05.01.2027 or
 * 05012027, as YYYY-MM-DD; null when it is not a real calendar date.
 */
export function parseDisplayDate(text: string): string | null {
  const t = text.trim();
  const m = DISPLAY_DATE_RE.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD as dd/mm/yyyy, the inverse of parseDisplayDate; anything else is returned as it is. */
export function toDisplayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The one date schema of every date field and query: a real YYYY-MM-DD date from 2000 to 2099. */
export const isoDate = (label = 'Date') =>
  z
    .string({ message: `${label} is required` })
    .min(1, { message: `${label} is required` })
    .refine(isIsoDate, { message: `${label} must be a real date`, abort: true })
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE, {
      message: `${label} must be between the years 2000 and 2099`,
    });

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

/** The message of a date range whose end is before its start. */
export const DATE_RANGE_REVERSED = 'The To date cannot be before the From date';

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

/** Sorting by date or by amount, either way; the first is every money list's default. */
export const MONEY_LIST_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type MoneyListSort = (typeof MONEY_LIST_SORTS)[number];

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
export const MONEY_LIST_SORT_LABELS: Record<MoneyListSort, string> = {
  date_desc: 'Newest first',
  date_asc: 'Oldest first',
  amount_desc: 'Largest amount first',
  amount_asc: 'Smallest amount first',
};

export const PAGE_SIZE = 50;

/** How many choices a searchable picker shows at once; typing finds the others on the server. */
export const PICKER_LIMIT = 20;

/**
 * Lists count their rows only up to a cap: an exact total over a branch's million payments would
 * cost more than the page. `total` is exact while `total_capped` is false; past the cap it is
 * `listCountCap(offset, limit) + 1`, meaning 'more than the cap' ('Showing 1–50 of 1,000+').
 */
export const LIST_COUNT_CAP = 1000;
/** The cap of a page at `offset`: 1,000, or further on for pages beyond it. */
export const listCountCap = (offset: number, limit: number) => Math.max(LIST_COUNT_CAP, offset + limit);
/**
 * A count as a list shows it: in the Indian grouping, or the cap with a plus past it (counted up to
 * `cap`): 75000 -> "75,000"; 1001 with a cap of 1000 -> "1,000+".
 */
export const countText = (count: number, cap = Number.POSITIVE_INFINITY) =>
  count > cap ? `${cap.toLocaleString('en-IN')}+` : count.toLocaleString('en-IN');

export type ListResponse<T> = { items: T[]; total: number; total_capped?: boolean };
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), total_capped: z.boolean().optional() });

/** Made once: building an Intl.DateTimeFormat costs far more than using one (it was 8 % of a list request's time). */
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's date in the console's time zone (India), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return indiaDate.format(now);
}

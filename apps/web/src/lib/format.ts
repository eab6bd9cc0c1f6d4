import { isoDateInIndia, toDisplayDate } from '@pg/contracts/dates';
import { formatIndian, formatRupees } from '@pg/contracts/numbers';
import { monthlyRentLabel, UNTIL_NOTICE } from '@pg/contracts/rent';

/**
 * Display formats of the console: rupees in the Indian grouping (₹1,23,456.00) and dates as
 * dd/mm/yyyy in India's time zone, whatever the device's own settings. Counts, rupees and dates are
 * worked out without Intl (@pg/contracts/numbers, dates, each held to Intl by its tests): a
 * browser's first Intl object loads its locale data, 25 to 90 ms in Chromium on this machine and
 * four times that on Lighthouse's model of a phone, a long task of every first page
 * (docs/performance.md). The time of day and 'how long ago' still come from Intl, made at their
 * first use.
 */

/** An Intl formatter made at its first use, not when its module loads, and reused. */
export function madeWhenUsed<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));

/** A count in the Indian grouping: 123456 -> "1,23,456". */
export const formatCount = (n: number) => formatIndian(n);

/** Rupees with two decimals: 123456 -> "₹1,23,456.00" (payments, expenses, rents). */
export function formatMoney(value: number | string): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? formatRupees(n, 2) : '—';
}

/** Rupees without decimals: 123456.4 -> "₹1,23,456" (dashboard figures). */
export function formatMoneyWhole(value: number | string): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? formatRupees(n, 0) : '—';
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/mm/yyyy. A calendar date ("2025-01-15") is shown as written, never shifted by a time zone;
 * a timestamp ("2025-01-15T20:00:00Z") is shown as the date it was in India. Missing or invalid: "—".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '—';
  if (typeof value === 'string' && DATE_ONLY.test(value)) return toDisplayDate(value);
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : toDisplayDate(isoDateInIndia(date));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const MONTH_OR_DATE = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/** A calendar month ("2026-02") or any of its dates ("2026-02-01"): "Feb 2026". Missing or invalid: "—". */
export function formatMonth(value: string | null | undefined): string {
  const m = value ? MONTH_OR_DATE.exec(value) : null;
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : '—';
}

const timeFormat = madeWhenUsed(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    }),
);

/** The time of day of an instant, in India ("02:30 pm"); '—' when empty. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : timeFormat().format(date);
}

const relative = madeWhenUsed(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, in its largest whole unit ("3 hours ago", "yesterday"); "just now" under a minute. */
export function formatTimeAgo(value: string, now: number = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '—';
  const elapsed = now - at;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative().format(-Math.trunc(elapsed / ms), unit);
  }
  return 'just now';
}

/** A stay's last day, or 'Until notice' for a monthly stay that has none. */
export const formatStayEnd = (end: string | null) => (end === null ? UNTIL_NOTICE : formatDate(end));

/** A stay's dates: '01/01/2027 – 31/01/2027' or '15/01/2027 – Until notice'. */
export const formatStayDates = (b: { start_date: string; end_date: string | null }) =>
  `${formatDate(b.start_date)} – ${formatStayEnd(b.end_date)}`;

/**
 * A stay's rent as the owner priced it: a monthly stay's rent per month, a
 * per-day stay's total ('₹8,000 / month' in whole rupees).
 */
export const formatStayRent = (b: {
  billing?: string;
  monthly_rent?: number | null;
  total_rent: number | null;
}) =>
  b.billing === 'monthly' && b.monthly_rent != null
    ? monthlyRentLabel(b.monthly_rent, (n) => (Number.isInteger(n) ? formatMoneyWhole(n) : formatMoney(n)))
    : b.total_rent === null
      ? '—'
      : formatMoney(b.total_rent);

// Dates as the console takes and shows them. No zod here: pages that only show dates or lists
// (the dashboard among them) import this and lists.ts rather than common.ts, and so need not
// download the schemas.

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The dates the console takes: anything outside is a typo (0026 for 2026) or a probe. */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2099-12-31';

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

/**
 * Where only what has already happened is taken (an expense, a payment, a visitor's time in), a
 * date after today in India is refused with this message, naming the range allowed.
 */
export const notAfterToday = (label: string, today: string) =>
  `${label} must be between ${toDisplayDate(MIN_DATE)} and today, ${toDisplayDate(today)}`;

/** The message of a date range whose end is before its start. */
export const DATE_RANGE_REVERSED = 'The To date cannot be before the From date';

/**
 * India's offset from UTC: 5 h 30 min all year (Asia/Kolkata, without summer time since 1945).
 * Worked out here rather than by an Intl.DateTimeFormat: a browser's first one loads its calendar
 * data, about 0.2 s of a phone's first page, and on the server one was 8 % of a list request.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The date an instant falls on in India, as YYYY-MM-DD. */
export function isoDateInIndia(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A time of day on a 24-hour clock, HH:MM, as a time input gives it. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant a date and a time of day in India name, as an ISO timestamp. */
export function instantInIndia(date: string, time: string): string {
  return new Date(`${date}T${time}:00+05:30`).toISOString();
}

/** The time of day an instant falls on in India, HH:MM. */
export function timeInIndia(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(11, 16);
}

/** Today's date in the console's time zone (India), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return isoDateInIndia(now);
}

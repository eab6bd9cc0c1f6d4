import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from './bookings.ts';
import { daysInRange, isoDate, queryInt, text } from './common.ts';

/** The reports of the Reports page, in the order the page offers them. */
export const REPORT_TYPES = ['occupancy', 'financial', 'tenants', 'dues'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * Booking statuses that make a bed occupied on the days the booking covers (start and end days
 * included): booked (a reservation holds the bed, and bookings stay 'booked' until someone checks
 * the tenant in), checked_in, and checked_out (the stay happened; its days stay in the history).
 * Cancelled bookings never occupy a bed.
 */
export const OCCUPYING_BOOKING_STATUSES = [
  'booked',
  'checked_in',
  'checked_out',
] as const satisfies readonly BookingStatus[];

/** The longest range one report may cover: three years, enough for two years of history and then some. */
const MAX_REPORT_DAYS = 1096;

/** Start and end date of a report, both included. */
const reportRange = z.object({ start: isoDate('Start date'), end: isoDate('End date') });

/** The range checks: end not before start, at most MAX_REPORT_DAYS days. */
function checkReportRange(value: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (value.end < value.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'End date must be on or after the start date' });
  } else if (daysInRange(value.start, value.end) > MAX_REPORT_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'A report can cover at most three years' });
  }
}

/** Pages of the financial and tenant reports are fetched one after the other with this cursor. */
const pageQuery = {
  cursor: text().max(500).optional(),
  limit: queryInt('Limit', 1, 10_000, 5_000),
};

export const occupancyReportQuery = reportRange.strict().superRefine(checkReportRange);

/** Periods of beds, column by column: period i is of bed `beds[bed[i]]` from day `first[i]` to day `last[i]`. */
const bedPeriods = z.object({
  bed: z.array(z.number().int()),
  first: z.array(z.number().int()),
  last: z.array(z.number().int()),
});

/**
 * Occupancy by bed and day, compact (the CSV has one row per bed per day; the browser expands it):
 * the branch's beds once, ordered by room number then bed number (numbers compared as numbers),
 * then the stays and the reservations, column by column, days counted from `start` (0) and
 * clipped to the range. Each day shows what was true that day:
 * - a stay is a booking with an occupying status from its start date to its end date, or to the
 *   day its tenant was checked out when that came first (the bed is free after it); stays of one
 *   bed may overlap (a checked-out stay and the next booking);
 * - a reservation is a booking that existed and was not yet cancelled or checked out, from the
 *   day it was made to the day before it starts: a bed booked on the 28th for a later date was
 *   available, not reserved, before the 28th.
 * On a day no stay covers, a bed is out of service from day `out_of_service_first` to
 * `out_of_service_last` (its out-of-service period, clipped), else reserved on the days of a
 * reservation, else available (see bed-status.ts).
 */
export const occupancyReport = z.object({
  start: z.string(),
  end: z.string(),
  beds: z.array(
    z.object({
      room: z.string(),
      bed: z.string(),
      out_of_service_first: z.number().int().nullable(),
      out_of_service_last: z.number().int().nullable(),
    }),
  ),
  stays: bedPeriods,
  reservations: bedPeriods,
});
export type OccupancyReport = z.infer<typeof occupancyReport>;

export const financialReportQuery = reportRange.extend(pageQuery).strict().superRefine(checkReportRange);

/**
 * Money in and out in a date range, by date ascending (payments before expenses on the same day):
 * completed payments of rent and charges and security deposits received with a positive amount,
 * deposits refunded and expenses with a negative one. Voided payments and expenses are left out;
 * charges are not money received and are not listed.
 */
export const FINANCIAL_ROW_TYPES = ['payment', 'deposit', 'refund', 'expense'] as const;
export type FinancialRowType = (typeof FINANCIAL_ROW_TYPES)[number];
export const FINANCIAL_ROW_TYPE_LABELS: Record<FinancialRowType, string> = {
  payment: 'Payment',
  deposit: 'Deposit',
  refund: 'Refund',
  expense: 'Expense',
};
const financialReportRow = z.object({
  date: z.string(),
  type: z.enum(FINANCIAL_ROW_TYPES),
  tenant: z.string().nullable(),
  amount: z.number(),
  method: z.string().nullable(),
  category: z.string().nullable(),
});
export type FinancialReportRow = z.infer<typeof financialReportRow>;

export const financialReportPage = z.object({
  rows: z.array(financialReportRow),
  /** Pass as `cursor` to get the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type FinancialReportPage = z.infer<typeof financialReportPage>;

export const tenantReportQuery = z.object(pageQuery).strict();

/**
 * Every tenant of the branch with each of their bookings (one row per booking, or one row with
 * empty booking fields for a tenant without any), newest tenant first (as on the Tenants page),
 * bookings by start date. The date range of the page does not apply. `limit` counts tenants.
 */
const tenantReportRow = z.object({
  tenant_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  room: z.string().nullable(),
  bed: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES).nullable(),
  total_rent: z.number().nullable(),
  /** The tenant's balance today (rent and charges due less payments), on each of their rows. */
  balance: z.number(),
});
export type TenantReportRow = z.infer<typeof tenantReportRow>;

export const tenantReportPage = z.object({
  rows: z.array(tenantReportRow),
  next_cursor: z.string().nullable(),
});
export type TenantReportPage = z.infer<typeof tenantReportPage>;

export const duesReportQuery = z.object(pageQuery).strict();

/**
 * What tenants owe today, one row per tenant who owes (the Dues page's rows, oldest due first):
 * rent and charges due (`balance`), the security deposit still to pay, the oldest open due date
 * and the days since it, what fell due today and is not paid, and what is open of each month
 * (`months`, oldest first, adding up to the balance). The date range of the page does not apply.
 */
const duesReportRow = z.object({
  tenant_name: z.string(),
  phone: z.string(),
  room: z.string().nullable(),
  bed: z.string().nullable(),
  balance: z.number(),
  deposit_due: z.number(),
  oldest_due_date: z.string().nullable(),
  days_overdue: z.number(),
  due_today: z.number(),
  months: z.array(z.object({ month: z.string(), due_date: z.string(), amount: z.number() })),
});
export type DuesReportRow = z.infer<typeof duesReportRow>;

export const duesReportPage = z.object({
  rows: z.array(duesReportRow),
  next_cursor: z.string().nullable(),
});
export type DuesReportPage = z.infer<typeof duesReportPage>;

/** The Reports page's form: which report, for which dates (the server checks the same range). */
export const reportForm = reportRange.extend({ type: z.enum(REPORT_TYPES) }).superRefine(checkReportRange);
export type ReportForm = z.infer<typeof reportForm>;

/** The default range of the Reports page: the first to the last day of the month of `today` (YYYY-MM-DD). */
export function monthRange(today: string): { start: string; end: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    start: `${today.slice(0, 7)}-01`,
    end: `${today.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`,
  };
}

import { z } from 'zod';
import { DASHBOARD_PERIODS, type DashboardPeriod } from './dashboard-periods.ts';

export { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from './dashboard-periods.ts';

/**
 * The branch dashboard. Every figure is computed by the server in SQL
 * over the whole branch, all time:
 * - beds, as of today (statuses in bed-status.ts): total: beds in the branch; occupied: beds a live
 *   booking covers today; out_of_service: beds out of service today; available = total − occupied −
 *   out_of_service; occupancy_rate = occupied / beds in service (total − out_of_service) × 100,
 *   rounded to one decimal, 0 when no bed is in service.
 * - tenants.total: every tenant of the branch; active: `left_at` empty; inactive = total − active.
 * - revenue.gross: the sum of completed payments; revenue.net = gross − expenses.total (may be negative).
 * - payments.completed / payments.pending: how many payments have status 'completed' / 'pending'
 *   (other statuses count in neither).
 * - expenses.total: the sum of all expenses.
 * - complaints.total: every complaint; complaints.open: status 'open' or 'in_progress'.
 * - rent, over the period's months (null for All time): billed, the rent instalments falling due in
 *   them (every day of them, the rest of this month included: a monthly stay's rent of the month,
 *   a per-day stay's share of the month); collected, the payments of rent dated in them that count
 *   towards what tenants owe (completed, not voided, less advance rent given back);
 *   collection_rate = collected / billed × 100, rounded to one decimal, null when nothing is billed.
 * Money is in rupees (numbers with at most two decimals).
 */
export const dashboardStats = z.object({
  beds: z.object({
    total: z.number().int(),
    available: z.number().int(),
    occupied: z.number().int(),
    out_of_service: z.number().int(),
    occupancy_rate: z.number(),
  }),
  tenants: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
  revenue: z.object({ gross: z.number(), net: z.number() }),
  payments: z.object({ completed: z.number().int(), pending: z.number().int() }),
  expenses: z.object({ total: z.number() }),
  complaints: z.object({ total: z.number().int(), open: z.number().int() }),
  rent: z
    .object({ billed: z.number(), collected: z.number(), collection_rate: z.number().nullable() })
    .nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const dashboardQuery = z
  .object({
    period: z
      .enum(DASHBOARD_PERIODS, { message: 'Choose This month, Last month, This financial year or All time' })
      .default('all')
      .describe("All time unless told; the dashboard's selector starts at This month"),
  })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/**
 * The first and last calendar months (YYYY-MM-01) of a period on `today`; null for no bound.
 */
export function periodMonths(
  period: DashboardPeriod,
  today: string,
): { from: string | null; to: string | null } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const month = (year: number, mon: number) => {
    const d = new Date(Date.UTC(year, mon - 1, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
  };
  switch (period) {
    case 'this_month':
      return { from: month(y, m), to: month(y, m) };
    case 'last_month':
      return { from: month(y, m - 1), to: month(y, m - 1) };
    case 'this_year':
      return { from: month(m < 4 ? y - 1 : y, 4), to: month(y, m) };
    case 'all':
      return { from: null, to: null };
  }
}

/**
 * Money in and out by calendar month, for the last 12 months up to the current one (India time),
 * oldest first: `collected` = completed payments dated in the month, `expenses` = expenses dated in it.
 */
export const monthlyFinance = z.object({
  items: z.array(z.object({ month: z.string(), collected: z.number(), expenses: z.number() })),
});
export type MonthlyFinance = z.infer<typeof monthlyFinance>;
export const MONTHLY_FINANCE_MONTHS = 12;

/**
 * Beds occupied on each of the last 30 days up to today (India time), oldest first. A bed is
 * occupied on a day when a booking that is not cancelled covers that day (see OCCUPYING_BOOKING_STATUSES
 * in reports.ts); `total` is the number of the branch's beds in service that day (its beds now, less
 * those out of service on the day): occupancy on a day is occupied ÷ total, as on the dashboard.
 */
export const dailyOccupancy = z.object({
  items: z.array(z.object({ date: z.string(), occupied: z.number().int(), total: z.number().int() })),
});
export type DailyOccupancy = z.infer<typeof dailyOccupancy>;
export const DAILY_OCCUPANCY_DAYS = 30;

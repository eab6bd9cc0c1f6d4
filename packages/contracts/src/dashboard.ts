import { z } from 'zod';

/**
 * The branch dashboard (SPEC §3 "Dashboard stats"). Every figure is computed by the server in SQL
 * over the whole branch, all time:
 * - beds.total: beds in the branch; beds.occupied: beds marked not available (`is_available` false);
 *   beds.available = total − occupied; beds.occupancy_rate = occupied / total × 100, rounded to one
 *   decimal, 0 when the branch has no beds.
 * - tenants.total: every tenant of the branch; active: `left_at` empty; inactive = total − active.
 * - revenue.gross: the sum of completed payments; revenue.net = gross − expenses.total (may be negative).
 * - payments.completed / payments.pending: how many payments have status 'completed' / 'pending'
 *   (other statuses count in neither).
 * - expenses.total: the sum of all expenses.
 * - complaints.total: every complaint; complaints.open: status 'open' or 'in_progress'.
 * Money is in rupees (numbers with at most two decimals).
 */
export const dashboardStats = z.object({
  beds: z.object({
    total: z.number().int(),
    available: z.number().int(),
    occupied: z.number().int(),
    occupancy_rate: z.number(),
  }),
  tenants: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
  revenue: z.object({ gross: z.number(), net: z.number() }),
  payments: z.object({ completed: z.number().int(), pending: z.number().int() }),
  expenses: z.object({ total: z.number() }),
  complaints: z.object({ total: z.number().int(), open: z.number().int() }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

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
 * in reports.ts); `total` is the number of beds the branch has now.
 */
export const dailyOccupancy = z.object({
  items: z.array(z.object({ date: z.string(), occupied: z.number().int(), total: z.number().int() })),
});
export type DailyOccupancy = z.infer<typeof dailyOccupancy>;
export const DAILY_OCCUPANCY_DAYS = 30;

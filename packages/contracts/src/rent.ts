import { daysInRange, isIsoDate } from './dates.ts';

/**
 * The booking rent formula, the one place it is written. Both end days count: a booking from
 * 1 Jan to 31 Jan is 31 days, a booking that starts and ends on the same day is 1 day.
 * Rent by the day: total = (days between start and end, rounded up, + 1) x the bed's rent per day.
 * Dates are calendar dates (YYYY-MM-DD), so the day difference is a whole number already.
 */
export function bookingDays(startDate: string, endDate: string): number {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) {
    throw new RangeError(`Invalid booking dates: ${startDate} to ${endDate}`);
  }
  const days = daysInRange(startDate, endDate);
  if (days < 1) throw new RangeError(`The end date ${endDate} is before the start date ${startDate}`);
  return days;
}

/**
 * Total rent in rupees for a booking: bookingDays x rentPerDay, worked out in whole paise so that
 * no float rounding creeps in (333.33 x 3 is 999.99, not 999.9899999).
 */
export function totalRent(startDate: string, endDate: string, rentPerDay: number): number {
  if (!Number.isFinite(rentPerDay) || rentPerDay < 0) {
    throw new RangeError(`Invalid rent per day: ${rentPerDay}`);
  }
  const paisePerDay = Math.round(rentPerDay * 100);
  return (paisePerDay * bookingDays(startDate, endDate)) / 100;
}

/** The live preview of the booking form: null until both dates are valid and in order. */
export function previewRent(
  startDate: string | undefined,
  endDate: string | undefined,
  rentPerDay: number | undefined,
): { days: number; total: number } | null {
  if (!startDate || !endDate || rentPerDay === undefined) return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  return { days: bookingDays(startDate, endDate), total: totalRent(startDate, endDate, rentPerDay) };
}

/**
 * How a booking is billed: 'per_day', SPEC's rule (total = (days + 1) × the bed's rent per day,
 * fixed dates, what Create Booking does by default); 'monthly', a rent per month on a stay whose
 * end may be open (until notice).
 */
export const BILLING_MODES = ['per_day', 'monthly'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const BILLING_MODE_LABELS: Record<BillingMode, string> = {
  per_day: 'Fixed dates, per day',
  monthly: 'Monthly',
};

/**
 * The day a month's rent falls due: 'calendar', the 1st of each month; 'anniversary', the
 * tenant's joining day each month. The first month is due on the stay's first day either way.
 */
export const DUE_DAY_MODES = ['calendar', 'anniversary'] as const;
export type DueDayMode = (typeof DUE_DAY_MODES)[number];
export const DUE_DAY_MODE_LABELS: Record<DueDayMode, string> = {
  calendar: '1st of the month',
  anniversary: 'Joining day each month',
};

/**
 * What leaving inside the lock-in owes: 'rest_of_lock_in', the rent of the lock-in's days not
 * stayed; 'fixed', the branch's amount.
 */
export const LOCK_IN_CHARGES = ['rest_of_lock_in', 'fixed'] as const;
export type LockInCharge = (typeof LOCK_IN_CHARGES)[number];

/** A stay with no end date runs until notice; lists and details say so. */
export const UNTIL_NOTICE = 'Until notice';

/** Branch billing defaults when a branch has saved none. */
export const DEFAULT_BRANCH_BILLING = {
  due_day: 'calendar',
  notice_days: 30,
  lock_in_months: 0,
  lock_in_charge: 'rest_of_lock_in',
  lock_in_amount: null,
} as const satisfies {
  due_day: DueDayMode;
  notice_days: number;
  lock_in_months: number;
  lock_in_charge: LockInCharge;
  lock_in_amount: number | null;
};

/** '₹8,000 / month' */
export const monthlyRentLabel = (rent: number, format: (n: number) => string) => `${format(rent)} / month`;
